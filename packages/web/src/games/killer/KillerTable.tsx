// The 杀人游戏 table: seats round an oval (a grid on a phone), the judge's step in the middle, your
// role and companions, the legal commands (buttons, lit seats, a text box for speeches), the words
// said, the revealed votes and, for the police, the judge's answers. It knows no rule: it draws
// what the view says, in words from the glossary and the command labels. Read-only when given no
// `onCommand` (replays).
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalCommand, SeatInfo } from '@fengsheng/server/protocol';
import { CommandBar } from '../../components/CommandBar.tsx';
import { countdownNow, type LocalWaiting } from '../../logic/deadline.ts';
import { secondsLeft, useLang, useNow, useSeatLabel } from '../../components/hooks.ts';
import { SeatFrame, SeatHead, seatAttrs } from '../../components/SeatFrame.tsx';
import {
  groupCommands,
  targetSeats,
  withInput,
  withoutInput,
  type IndexedCommand,
} from '../../logic/commands.ts';
import { nameOf, textIn, type Glossary, type Lang } from '../../logic/glossary.ts';
import { ovalPositions, seatOrder } from '../../logic/layout.ts';
import { messagesByRound, speakerOf, tallyOf, votedSeats } from './logic.ts';
import type { KillerSeatView, KillerView } from './view-types.ts';

export interface KillerTableProps {
  view: KillerView;
  glossary: Glossary;
  seats?: SeatInfo[];
  legal?: LegalCommand[];
  waiting?: LocalWaiting;
  onCommand?: (index: number, extra?: Record<string, unknown>) => void;
  compact?: boolean;
}

interface SeatBoxProps {
  s: KillerSeatView;
  info: SeatInfo | undefined;
  glossary: Glossary;
  me: number | null;
  mates: number[];
  speaking: boolean;
  voted: boolean;
  waiting: boolean;
  remaining: number | null;
  target: IndexedCommand[] | undefined;
  onTarget?: (cmds: IndexedCommand[]) => void;
  style?: CSSProperties;
}

function KillerSeat(props: SeatBoxProps) {
  const { s, info, glossary, me, mates, speaking, voted, waiting, remaining, target, onTarget, style } =
    props;
  const { t } = useTranslation();
  const lang = useLang();
  const name = info?.name ?? t('table.seat', { n: s.seat + 1 });
  const classes = [
    'seat',
    'kseat',
    s.seat === me ? 'seat-me' : '',
    mates.includes(s.seat) ? 'kseat-mate' : '',
    speaking ? 'kseat-speaking' : '',
    waiting ? 'seat-waiting' : '',
    !s.alive ? 'seat-out' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <SeatHead seat={s.seat} name={name} isMe={s.seat === me} info={info} />
      <div className="seat-status">
        {s.alive ? (
          <span className="status status-alive">{t('killer.alive')}</span>
        ) : (
          <span className="status status-dead" data-testid={`out-${s.seat}`}>
            {s.out ? nameOf(glossary, 'outHows', s.out.how, lang) : t('killer.out')}
            {s.out ? ` · ${t('killer.roundN', { n: s.out.round })}` : ''}
          </span>
        )}
        {s.role && <span className={`role role-${s.role}`}>{nameOf(glossary, 'roles', s.role, lang)}</span>}
        {mates.includes(s.seat) && <span className="tag">{t('killer.mate')}</span>}
      </div>
      <div className="seat-status">
        {speaking && <span className="tag tag-speaking">{t('killer.speaking')}</span>}
        {voted && <span className="tag tag-voted">{t('killer.voted')}</span>}
        {remaining !== null && <span className="countdown">{remaining}s</span>}
      </div>
    </>
  );
  const common = {
    ...seatAttrs({ seat: s.seat, className: classes, style, info, alive: s.alive, waiting }),
    'data-speaking': String(speaking),
    'data-voted': String(voted),
    ...(s.role ? { 'data-role': s.role } : {}),
  };
  return (
    <SeatFrame seat={s.seat} attrs={common} target={target} onTarget={onTarget}>
      {body}
    </SeatFrame>
  );
}

/** A text box for a command that carries typed words (a speech, last words, a night message). */
function SpeechBox({
  cmd,
  lang,
  onSend,
}: {
  cmd: IndexedCommand;
  lang: Lang;
  onSend: (c: IndexedCommand, text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = cmd.legal.label.input!;
  const label = textIn(cmd.legal.label.text, lang);
  return (
    <form
      className="speech-box"
      onSubmit={(e) => {
        e.preventDefault();
        const s = text.trim();
        if (!s) return;
        onSend(cmd, s);
        setText('');
      }}
    >
      <input
        data-testid="speech-input"
        data-index={cmd.index}
        value={text}
        maxLength={input.maxLength}
        placeholder={t('killer.speechPlaceholder', { action: label })}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="submit"
        className="btn btn-primary"
        data-testid="speech-send"
        data-index={cmd.index}
        disabled={!text.trim()}
      >
        {label}
      </button>
    </form>
  );
}

export function KillerTable({
  view,
  glossary,
  seats,
  legal = [],
  waiting,
  onCommand,
  compact,
}: KillerTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const me = view.me?.seat ?? (typeof view.viewer === 'number' ? view.viewer : null);
  const count = view.seats.length;
  const order = seatOrder(count, me);
  const positions = ovalPositions(count);
  const posOf = new Map(order.map((s, i) => [s, positions[i]]));
  const groups = useMemo(() => groupCommands(onCommand ? legal : []), [legal, onCommand]);
  const [choices, setChoices] = useState<IndexedCommand[] | null>(null);
  useEffect(() => setChoices(null), [groups]);
  const now = countdownNow(useNow(!!waiting?.deadline), waiting);

  const all = groups.loose.concat([...groups.byCard.values()].flat());
  const inputs = withInput(all);
  const buttons = withoutInput(all);
  const seatTargets = targetSeats(buttons);
  const run = (c: IndexedCommand, extra?: Record<string, unknown>) => {
    setChoices(null);
    onCommand?.(c.index, extra);
  };
  const onTarget = (cmds: IndexedCommand[]) => {
    if (cmds.length === 1) run(cmds[0]);
    else setChoices(cmds);
  };

  const waitingSeat = waiting?.seat ?? view.pending?.seat ?? null;
  const deadline = waiting?.deadline ?? null;
  const speaker = speakerOf(view);
  const voted = votedSeats(view);
  const mates = view.me?.mates ?? [];
  const seatLabel = useSeatLabel(seats);
  const seatNo = (s: number) => t('killer.no', { n: s + 1 });
  const st = view.step;
  const phaseWord = nameOf(glossary, 'phases', view.phase, lang);
  const when =
    view.phase === 'night'
      ? t('killer.night', { n: view.round })
      : view.phase === 'day'
        ? t('killer.day', { n: view.round })
        : phaseWord;
  const stepWord = nameOf(glossary, 'steps', st.kind, lang);
  let detail = '';
  if (st.kind === 'speech' || st.kind === 'lastWords')
    detail = t('killer.floor', { seat: seatLabel(st.seat) });
  else if (st.kind === 'ballot')
    detail = t('killer.candidates', { seats: st.candidates.map(seatNo).join(lang === 'zh' ? '、' : ', ') });
  const tie = view.tieLevel > 0 && view.phase === 'day' ? nameOf(glossary, 'terms', 'tie', lang) : '';
  const myBallot = st.kind === 'ballot' && 'myBallot' in st ? st.myBallot : undefined;
  const rounds = messagesByRound(view.messages);
  // The latest words and votes in sight, as in the log.
  const speechRef = useRef<HTMLOListElement>(null);
  const votesRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    for (const el of [speechRef.current, votesRef.current]) if (el) el.scrollTop = el.scrollHeight;
  }, [view.messages.length, view.votes.length]);
  const myRole = view.me?.role ?? null;

  return (
    <div
      className={`table ktable ktable-${view.phase}${compact ? ' table-compact' : ''}`}
      data-testid="killer-table"
      data-phase={view.phase}
      data-round={view.round}
      data-step={st.kind}
    >
      <div className="ring kring">
        <div className="ring-felt" />
        {order.map((s) => {
          const sv = view.seats[s];
          const pos = posOf.get(s)!;
          const isWaiting = waitingSeat === s;
          return (
            <KillerSeat
              key={s}
              s={sv}
              info={seats?.[s]}
              glossary={glossary}
              me={me}
              mates={mates}
              speaking={speaker === s}
              voted={voted.has(s)}
              waiting={isWaiting}
              remaining={isWaiting && deadline ? secondsLeft(deadline, now) : null}
              target={seatTargets.get(s)}
              onTarget={onCommand ? onTarget : undefined}
              style={{ '--x': `${pos.x}%`, '--y': `${pos.y}%` } as CSSProperties}
            />
          );
        })}
        <div className="centre" data-testid="killer-step">
          <div className="centre-turn">
            <strong>{when}</strong> · {stepWord}
            {tie && ` · ${tie}`}
          </div>
          {detail && <div className="centre-step">{detail}</div>}
          {myBallot !== undefined && (
            <div className="centre-step" data-testid="my-ballot">
              {myBallot === null ? t('killer.myAbstain') : t('killer.myBallot', { seat: seatNo(myBallot) })}
            </div>
          )}
          <div className="centre-piles">
            {(['police', 'killer', 'civilian'] as const).map((r) => (
              <span key={r}>
                {nameOf(glossary, 'roles', r, lang)} {view.counts?.[r] ?? '?'}
              </span>
            ))}
          </div>
        </div>
      </div>

      {me !== null && view.me && (
        <div className="mine">
          <div className="identity" data-testid="my-identity-box">
            <span className="identity-label">{t('table.identity')}</span>
            <span
              className={`role role-${myRole} identity-camp`}
              data-testid="my-identity"
              data-role={myRole ?? ''}
            >
              {nameOf(glossary, 'roles', myRole, lang)}
            </span>
            {myRole && glossary.roleTexts?.[myRole] && (
              <span className="goal" data-testid="my-goal">
                {textIn(glossary.roleTexts[myRole], lang)}
              </span>
            )}
          </div>
          <div className="kmates">
            {mates.length > 0 ? (
              <span data-testid="my-mates">
                {t('killer.mates')}: {mates.map(seatLabel).join(lang === 'zh' ? '、' : ', ')}
              </span>
            ) : (
              <span className="muted">{t('killer.noMates')}</span>
            )}
            {!view.me.alive && <div className="status-dead">{t('killer.youAreOut')}</div>}
          </div>
        </div>
      )}

      {onCommand && (
        <CommandBar
          choices={choices}
          onCancel={() => setChoices(null)}
          loose={buttons}
          looseClass={(c) => `btn${c.legal.label?.seat !== undefined ? ' btn-seat' : ''}`}
          onRun={run}
          idle={legal.length === 0 && !view.result}
          waitingFor={waitingSeat !== null && waitingSeat !== me ? seatLabel(waitingSeat) : null}
        >
          {inputs.map((c) => (
            <SpeechBox
              key={`${c.index}-${textIn(c.legal.label.text, 'en')}`}
              cmd={c}
              lang={lang}
              onSend={(cmd, text) => run(cmd, { [cmd.legal.label.input!.field]: text })}
            />
          ))}
        </CommandBar>
      )}

      <div className="kpanels">
        <section className="panel kspeech">
          <h3>{t('killer.speeches')}</h3>
          <ol className="speech-list" data-testid="speech-list" ref={speechRef}>
            {rounds.length === 0 && <li className="muted">{t('killer.noSpeeches')}</li>}
            {rounds.map((r) => (
              <li key={r.round} className="speech-round">
                <div className="speech-round-head">{t('killer.roundN', { n: r.round })}</div>
                <ul>
                  {r.messages.map((m, i) => (
                    <li
                      key={i}
                      className={`speech speech-${m.kind}`}
                      data-testid="speech"
                      data-kind={m.kind}
                      data-seat={m.seat}
                    >
                      <strong>{seatLabel(m.seat)}</strong>
                      {m.kind === 'lastWords' && (
                        <span className="tag">{nameOf(glossary, 'terms', 'lastWords', lang)}</span>
                      )}
                      {m.kind === 'nightChat' && (
                        <span className="tag tag-night">{t('killer.nightChat')}</span>
                      )}
                      ：{m.text}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
        <section className="panel kvotes">
          <h3>{t('killer.votes')}</h3>
          <ol className="vote-list" data-testid="vote-records" ref={votesRef}>
            {view.votes.length === 0 && <li className="muted">{t('killer.noVotes')}</li>}
            {view.votes.map((v, i) => {
              const { lines, abstained } = tallyOf(v);
              return (
                <li key={i} data-testid="vote-record" data-round={v.round}>
                  <div className="speech-round-head">
                    {t('killer.roundN', { n: v.round })}
                    {v.tieLevel > 0 && ` · ${nameOf(glossary, 'terms', 'tie', lang)} ${v.tieLevel}`}
                  </div>
                  <ul>
                    {lines.map((l) => (
                      <li key={l.candidate}>
                        <strong>{seatNo(l.candidate)}</strong> {t('killer.votesN', { n: l.votes })} ←{' '}
                        {l.from.map(seatNo).join(lang === 'zh' ? '、' : ', ')}
                      </li>
                    ))}
                    {abstained.length > 0 && (
                      <li className="muted">
                        {t('killer.abstained')}: {abstained.map(seatNo).join(lang === 'zh' ? '、' : ', ')}
                      </li>
                    )}
                  </ul>
                </li>
              );
            })}
          </ol>
          {view.checks && (
            <>
              <h3>{t('killer.checks')}</h3>
              <ul className="vote-list" data-testid="checks">
                {view.checks.length === 0 && <li className="muted">{t('killer.noChecks')}</li>}
                {view.checks.map((c, i) => (
                  <li key={i} data-testid="check" data-killer={String(c.killer)}>
                    {t('killer.roundN', { n: c.round })} · <strong>{seatNo(c.target)}</strong>{' '}
                    {c.killer
                      ? t('killer.isKiller', { role: nameOf(glossary, 'roles', 'killer', lang) })
                      : t('killer.notKiller', { role: nameOf(glossary, 'roles', 'killer', lang) })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
