import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, LogLine, RoomMessage, SeatInfo } from '@fengsheng/server/protocol';
import { EndFrame, useSeatName, type EndScreenProps } from '../components/EndFrame.tsx';
import { useLang, useProblemText } from '../components/hooks.ts';
import { asGameView, type GameResult, type GameView } from '../games/fengsheng/view-types.ts';
import { GlossaryText } from '../components/GlossaryText.tsx';
import { Table } from '../games/fengsheng/Table.tsx';
import { KillerEndScreen } from '../games/killer/KillerEnd.tsx';
import { KillerTable } from '../games/killer/KillerTable.tsx';
import { asKillerResult, asKillerView } from '../games/killer/view-types.ts';
import { chatClosed } from '../logic/games.ts';
import { FENGSHENG_LOG, eventTypeOf, logKindsOf, type LogKinds } from '../logic/log-kinds.ts';
import { withSeatNames } from '../logic/log-names.ts';
import { TimedOutNotice } from '../components/TimedOutNotice.tsx';
import { ModeNote } from '../components/ModeNote.tsx';
import { RoomSettingsView } from '../components/RoomSettingsView.tsx';
import { StartHint } from '../components/StartHint.tsx';
import { asGlossary, nameOf, textIn, type Glossary } from '../logic/glossary.ts';
import { useRoomConnection, type RoomConnection } from '../net.ts';
import { navigate } from '../router.ts';
import { rulesPath } from '../api.ts';
import { CoachPanel } from '../components/Coach.tsx';
import { useFirstGameStart } from '../components/FirstGame.tsx';

function CopyButton({ text, testid }: { text: string; testid: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-small"
      data-testid={testid}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setDone(true),
          () => setDone(false),
        );
        window.setTimeout(() => setDone(false), 1500);
      }}
    >
      {done ? t('room.copied') : t('room.copy')}
    </button>
  );
}

function Share({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}/room/${encodeURIComponent(roomId)}`;
  return (
    <div className="share">
      <div className="share-row">
        <span className="muted">{t('room.code')}</span>
        <code data-testid="room-code">{roomId}</code>
        <CopyButton text={roomId} testid="copy-code" />
      </div>
      <div className="share-row">
        <span className="muted">{t('room.share')}</span>
        <code className="share-link" data-testid="share-link">
          {link}
        </code>
        <CopyButton text={link} testid="copy-link" />
      </div>
    </div>
  );
}

/** A small button on a seat row; `primary` marks the one a newcomer most likely wants. */
function SeatAction(props: { testid: string; label: string; primary?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`btn btn-small${props.primary ? ' btn-primary' : ''}`}
      data-testid={props.testid}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

function WaitingRoom({ room, conn }: { room: RoomMessage; conn: RoomConnection }) {
  const { t } = useTranslation();
  const full = room.seats.every((s) => s.kind !== 'empty');
  return (
    <div className="panel waiting-room">
      <Share roomId={room.roomId} />
      <ul className="seat-list">
        {room.seats.map((s) => (
          <li
            key={s.seat}
            className={`seat-row${room.you === s.seat ? ' seat-me' : ''}`}
            data-testid={`seat-${s.seat}`}
            data-kind={s.kind}
          >
            <span className="seat-no">{s.seat + 1}</span>
            <span className="seat-name">
              {s.kind === 'empty' ? <span className="muted">{t('room.empty')}</span> : s.name}
              {s.kind === 'bot' && <span className="tag">{t('room.bot')}</span>}
              {s.kind === 'human' && !s.connected && <span className="tag">{t('room.away')}</span>}
              {room.you === s.seat && <span className="tag tag-you">{t('table.you')}</span>}
            </span>
            <span className="seat-actions">
              {s.kind === 'empty' && (
                <SeatAction
                  testid={`sit-${s.seat}`}
                  primary={room.you === null}
                  label={t('room.sit')}
                  onClick={() => conn.send('sit', { seat: s.seat })}
                />
              )}
              {s.kind === 'empty' && room.isHost && (
                <SeatAction
                  testid={`add-bot-${s.seat}`}
                  label={t('room.addBot')}
                  onClick={() => conn.send('addBot', { seat: s.seat })}
                />
              )}
              {s.kind === 'human' && room.isHost && room.you !== s.seat && (
                <SeatAction
                  testid={`remove-player-${s.seat}`}
                  label={t('room.removePlayer')}
                  onClick={() => conn.send('removePlayer', { seat: s.seat })}
                />
              )}
              {s.kind === 'bot' && room.isHost && (
                <SeatAction
                  testid={`remove-bot-${s.seat}`}
                  label={t('room.removeBot')}
                  onClick={() => conn.send('removeBot', { seat: s.seat })}
                />
              )}
              {room.you === s.seat && (
                <SeatAction testid="stand" label={t('room.stand')} onClick={() => conn.send('stand', {})} />
              )}
            </span>
          </li>
        ))}
      </ul>
      <StartHint room={room} />
      {room.isHost ? (
        <button
          type="button"
          className="btn btn-primary btn-wide"
          data-testid="start-game"
          disabled={!full}
          aria-describedby="start-hint"
          onClick={() => conn.send('start', {})}
        >
          {t('room.start')}
        </button>
      ) : (
        <p className="muted">{t('room.waitHost')}</p>
      )}
      <RoomSettingsView settings={room.settings} />
    </div>
  );
}

const NO_GLOSSARY: Glossary = {};

export function LogPanel({
  lines,
  glossary = NO_GLOSSARY,
  kinds = FENGSHENG_LOG,
  seats,
}: {
  lines: LogLine[];
  glossary?: Glossary;
  kinds?: LogKinds;
  /** The room's seats: each seat a line names is named with its player too. */
  seats?: SeatInfo[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const ref = useRef<HTMLOListElement>(null);
  const names = (seats ?? []).map((s) => s.name);
  // Routine lines (passes) stay in the list, folded away until asked for.
  const [showRoutine, setShowRoutine] = useState(false);
  const routine = lines.filter((l) => kinds.routine.has(eventTypeOf(l.event) ?? '')).length;
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines, showRoutine]);
  return (
    <section className="panel log-panel">
      <h3>{t('log.title')}</h3>
      {routine > 0 && (
        <button
          type="button"
          className="btn btn-small log-toggle"
          data-testid="log-show-routine"
          aria-pressed={showRoutine}
          onClick={() => setShowRoutine((v) => !v)}
        >
          {t(showRoutine ? 'log.hideRoutine' : 'log.showRoutine', { n: routine })}
        </button>
      )}
      <ol className="log" data-testid="log" ref={ref}>
        {lines.map((l, i) => {
          const ev = l.event as { to?: unknown; private?: unknown } | null;
          // Lines addressed to some seats only, when the server marks them.
          const priv = !!ev && (ev.private === true || Array.isArray(ev.to));
          const type = eventTypeOf(l.event) ?? '';
          const heading = kinds.headings.has(type);
          const folded = kinds.routine.has(type) && !showRoutine;
          const cls = [priv ? 'log-private' : '', heading ? 'log-heading' : '', folded ? 'log-routine' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={i}
              className={cls || undefined}
              data-seq={l.seq}
              data-kind={heading ? 'heading' : kinds.routine.has(type) ? 'routine' : undefined}
              hidden={folded}
            >
              <GlossaryText
                text={withSeatNames(textIn(l.text, lang), lang, names)}
                glossary={glossary}
                lang={lang}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function ChatPanel({ chat, conn, closed }: { chat: ChatMessage[]; conn: RoomConnection; closed: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat]);
  return (
    <section className="panel chat-panel">
      <h3>{t('chat.title')}</h3>
      <ul className="chat" data-testid="chat" ref={ref}>
        {chat.map((m, i) => (
          <li key={i}>
            <strong>
              {m.name}
              {m.from === null ? ` (${t('chat.spectator')})` : ` [${m.from + 1}]`}
            </strong>
            : {m.text}
          </li>
        ))}
      </ul>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          const s = text.trim();
          if (!s || closed) return;
          conn.send('chat', { text: s });
          setText('');
        }}
      >
        <input
          data-testid="chat-input"
          value={text}
          maxLength={300}
          disabled={closed}
          placeholder={closed ? t('chat.closed') : t('chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn" data-testid="chat-send" disabled={closed}>
          {t('chat.send')}
        </button>
      </form>
      {closed && (
        <p className="muted small" data-testid="chat-closed">
          {t('chat.closed')}
        </p>
      )}
    </section>
  );
}

export function asResult(r: unknown): GameResult | null {
  if (!r || typeof r !== 'object') return null;
  const g = r as Partial<GameResult>;
  return Array.isArray(g.winners) ? (g as GameResult) : null;
}

export function EndScreen({ result, view, glossary, seats, ...frame }: EndScreenProps<GameResult, GameView>) {
  const { t } = useTranslation();
  const lang = useLang();
  const seatName = useSeatName(seats);
  const me = typeof view.viewer === 'number' ? view.viewer : null;
  const missions = glossary.missionTexts ?? {};
  return (
    <EndFrame {...frame} you={me === null ? null : result.winners.includes(me) ? 'won' : 'lost'}>
      <p>
        {t('end.reason')}:{' '}
        <strong data-testid="end-reason">{nameOf(glossary, 'reasons', result.reason, lang)}</strong>
        {' · '}
        {t('end.declarer')}:{' '}
        <strong>
          {result.declarer >= 0 ? `${result.declarer + 1} ${seatName(result.declarer)}` : t('end.none')}
        </strong>
      </p>
      <table className="end-table">
        <tbody>
          {view.players.map((p) => {
            const won = result.winners.includes(p.seat);
            return (
              <tr key={p.seat} className={won ? 'end-winner' : ''} data-testid={won ? 'winner' : 'loser'}>
                <td>{p.seat + 1}</td>
                <td>{seatName(p.seat)}</td>
                <td>
                  {p.camp ? (
                    <span className={`camp camp-${p.camp}`}>{nameOf(glossary, 'camps', p.camp, lang)}</span>
                  ) : (
                    '?'
                  )}
                </td>
                <td>{p.character ? nameOf(glossary, 'characters', p.character, lang) : ''}</td>
                <td className="end-mission">
                  {/* A neutral's mission is their victory: met exactly when they are among the winners. */}
                  {p.camp === 'neutral' && p.character && missions[p.character] && (
                    <span data-testid="end-mission" data-met={String(won)}>
                      {textIn(missions[p.character], lang)}{' '}
                      {won ? t('end.missionMet') : t('end.missionNotMet')}
                    </span>
                  )}
                </td>
                <td>{won ? '★' : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </EndFrame>
  );
}

/** The rules of the room's own edition, in a new tab so the table stays open. */
function RoomRulesLink({ game, ruleset }: { game: string; ruleset: string }) {
  const { t } = useTranslation();
  return (
    <a
      className="btn btn-small rules-link"
      data-testid="room-rules"
      href={rulesPath(game, ruleset)}
      target="_blank"
      rel="noopener"
    >
      {t('rules.link')}
    </a>
  );
}

export function RoomScreen({
  roomId,
  spectate,
  token,
}: {
  roomId: string;
  spectate: boolean;
  token: string | null;
}) {
  const { t } = useTranslation();
  const conn = useRoomConnection(roomId, token, spectate, useLang());
  const say = useProblemText();
  const { room, state } = conn;
  const [endClosed, setEndClosed] = useState(false);
  // A new game in the same room opens its own end screen when it ends.
  useEffect(() => setEndClosed(false), [room?.gameId]);
  useFirstGameStart(room, conn.send);
  const glossary = asGlossary(conn.glossary);
  const isKiller = room?.game === 'killer';
  const kview = isKiller ? asKillerView(state?.view) : null;
  const kresult = isKiller ? asKillerResult(state?.result ?? kview?.result) : null;
  const view = isKiller ? null : asGameView(state?.view);
  const result = isKiller ? null : asResult(state?.result ?? view?.result);

  if (conn.status === 'failed' || conn.status === 'left') {
    return (
      <div className="panel">
        <p className="error" data-testid="room-failed">
          {t('room.failed', { message: conn.failure ? say(conn.failure, { room: roomId }) : '' })}
        </p>
        <button type="button" className="btn" onClick={() => navigate('/')}>
          {t('room.back')}
        </button>
      </div>
    );
  }
  if (!room) return <p className="muted">{t('room.connecting')}</p>;
  // What either game's table is given besides its view; spectators get no commands.
  const tableProps = {
    glossary,
    seats: room.seats,
    legal: state?.legal ?? [],
    waiting: state?.waiting ?? null,
    onCommand: room.you !== null ? conn.command : undefined,
  };

  // A 风声 game on the table: the room is laid out to the window's height (styles.css, .room-fs).
  const onTable = room.status !== 'waiting' && !!view && !kview;
  return (
    <div className={`room${onTable ? ' room-fs' : ''}`}>
      <div className="room-main">
        {room.status === 'waiting' || !(view || kview) ? (
          <WaitingRoom room={room} conn={conn} />
        ) : (
          <>
            {room.you === null && <div className="banner">{t('room.spectating')}</div>}
            <TimedOutNotice notice={conn.timedOut} />
            {kview ? (
              <KillerTable view={kview} {...tableProps} />
            ) : (
              view && <Table view={view} {...tableProps} notesFor={room.gameId ?? null} />
            )}
          </>
        )}
        {conn.lastError && (
          <p className="error small" role="alert" data-testid="room-error">
            {say(conn.lastError)}
          </p>
        )}
      </div>
      <aside className="room-side">
        <RoomRulesLink game={room.game} ruleset={room.settings.ruleset} />
        {room.status !== 'waiting' && <ModeNote mode={room.settings.mode} />}
        {room.settings.coach && room.you !== null && state && (
          <CoachPanel seq={state.seq} lines={state.coach} glossary={glossary} />
        )}
        <LogPanel lines={conn.log} glossary={glossary} kinds={logKindsOf(room.game)} seats={room.seats} />
        <ChatPanel chat={conn.chat} conn={conn} closed={chatClosed(room.game, room.status, room.you)} />
      </aside>
      {kresult && !endClosed && room.status === 'finished' && (
        <KillerEndScreen
          onAgain={room.isHost ? () => conn.send('again') : undefined}
          result={kresult}
          view={kview}
          glossary={glossary}
          seats={room.seats}
          gameId={room.gameId}
          onClose={() => setEndClosed(true)}
        />
      )}
      {result && view && !endClosed && room.status === 'finished' && (
        <EndScreen
          onAgain={room.isHost ? () => conn.send('again') : undefined}
          result={result}
          view={view}
          glossary={glossary}
          seats={room.seats}
          gameId={room.gameId}
          onClose={() => setEndClosed(true)}
        />
      )}
    </div>
  );
}
