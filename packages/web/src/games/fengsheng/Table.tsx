// The 风声 table: seats round an oval (a grid on a phone), the intel in transit, the stack, your
// hand and identity, and the legal commands. Read-only when given no `onCommand` (replays).
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalCommand, SeatInfo } from '@fengsheng/server/protocol';
import { CommandBar } from '../../components/CommandBar.tsx';
import { secondsLeft, useLang, useNow, useSeatLabel } from '../../components/hooks.ts';
import { SeatFrame, SeatHead, seatAttrs } from '../../components/SeatFrame.tsx';
import { Tip } from '../../components/Tip.tsx';
import { groupCommands, targetSeats, untargeted, type IndexedCommand } from '../../logic/commands.ts';
import { nameOf, type Glossary } from '../../logic/glossary.ts';
import { ovalPositions, seatOrder, towardCentre } from '../../logic/layout.ts';
import { MyPanel } from './MyPanel.tsx';
import { CardTipBody, OfferCard, SkillList, TermTip } from './texts.tsx';
import { coloursOf, type CardFace, type CardView, type GameView, type PlayerView } from './view-types.ts';

export interface TableProps {
  view: GameView;
  glossary: Glossary;
  seats?: SeatInfo[];
  legal?: LegalCommand[];
  waiting?: { seat: number | null; deadline: number | null } | null;
  onCommand?: (index: number) => void;
  /** Smaller rendering for several tables side by side (replay, all views). */
  compact?: boolean;
}

export function ColourChip({
  face,
  glossary,
  lit,
}: {
  face: CardFace | null;
  glossary: Glossary;
  lit?: boolean;
}) {
  const lang = useLang();
  if (!face) return <span className="chip chip-back" />;
  const colours = coloursOf(face);
  const title = `${nameOf(glossary, 'functions', face.fn, lang)} · ${colours
    .map((c) => nameOf(glossary, 'colours', c, lang))
    .join('/')}`;
  return (
    <span className={`chip${lit ? ' chip-lit' : ''}`} title={title} data-colours={colours.join(' ')}>
      {colours.map((c, i) => (
        <span key={i} className={`chip-part colour-${c}`} />
      ))}
    </span>
  );
}

export function CardFaceView({
  card,
  glossary,
  small,
}: {
  card: CardView | null;
  glossary: Glossary;
  small?: boolean;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const face = card?.face ?? null;
  if (!face)
    return <div className={`card card-back${small ? ' card-small' : ''}`}>{t('table.cardBack')}</div>;
  const colours = coloursOf(face);
  return (
    <div className={`card${small ? ' card-small' : ''}`}>
      <div className="card-stripe">
        {colours.map((c, i) => (
          <span key={i} className={`colour-${c}`} />
        ))}
      </div>
      <div className="card-fn">{nameOf(glossary, 'functions', face.fn, lang)}</div>
      <div className="card-meta">
        <span>{colours.map((c) => nameOf(glossary, 'colours', c, lang)).join('/')}</span>
        <span className={`delivery delivery-${face.delivery}`}>
          {nameOf(glossary, 'deliveries', face.delivery, lang)}
        </span>
      </div>
      {face.probe && (
        <div className="card-probe">
          {nameOf(glossary, 'camps', face.probe.camp, lang)} ·{' '}
          {nameOf(glossary, 'probeEffects', face.probe.effect, lang)}
        </div>
      )}
    </div>
  );
}

function intelCounts(p: PlayerView): Record<string, number> {
  const out: Record<string, number> = { red: 0, blue: 0, black: 0 };
  for (const c of p.intel ?? []) {
    if (!c.face) continue;
    for (const col of coloursOf(c.face)) out[col] = (out[col] ?? 0) + 1;
  }
  return out;
}

interface SeatProps {
  p: PlayerView;
  view: GameView;
  glossary: Glossary;
  info: SeatInfo | undefined;
  me: number | null;
  waitingSeat: number | null;
  deadline: number | null;
  now: number;
  target: IndexedCommand[] | undefined;
  onTarget?: (cmds: IndexedCommand[]) => void;
  litIntel: Set<number>;
  style?: CSSProperties;
}

function SeatBox(props: SeatProps) {
  const { p, view, glossary, info, me, waitingSeat, deadline, now, target, onTarget, litIntel, style } =
    props;
  const { t } = useTranslation();
  const lang = useLang();
  const waiting = waitingSeat === p.seat;
  const counts = intelCounts(p);
  const remaining = waiting && deadline ? secondsLeft(deadline, now) : null;
  const char = p.character
    ? `${nameOf(glossary, 'characters', p.character, lang)}${p.characterUp ? '' : ` (${t('table.faceDown')})`}`
    : t('table.faceDown');
  const status = !p.alive ? t('table.dead') : p.lost ? t('table.lost') : t('table.alive');
  const classes = [
    'seat',
    p.seat === me ? 'seat-me' : '',
    p.seat === view.current ? 'seat-current' : '',
    waiting ? 'seat-waiting' : '',
    !p.alive || p.lost ? 'seat-out' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const name = info?.name ?? (info?.kind === 'bot' ? t('room.bot') : t('table.seat', { n: p.seat + 1 }));
  const body = (
    <>
      <SeatHead seat={p.seat} name={name} isMe={p.seat === me} info={info} />
      <div className="seat-char">
        {char}
        {/* Where this viewer knows the character, its skills and mission, texts on hover or tap. */}
        {p.character && <SkillList character={p.character} glossary={glossary} mission />}
      </div>
      <div className="seat-intel">
        {(p.intel ?? []).map((c, i) => (
          <ColourChip
            key={`${c.handle}-${i}`}
            face={c.face}
            glossary={glossary}
            lit={litIntel.has(c.handle)}
          />
        ))}
      </div>
      <div className="seat-counts">
        <span className="count colour-red-text">{counts.red}</span>
        <span className="count colour-blue-text">{counts.blue}</span>
        <span className="count colour-black-text">{counts.black}</span>
        <span className="seat-hand">{t('table.hand', { n: p.handCount })}</span>
      </div>
      <div className="seat-status">
        <span className={`status status-${!p.alive ? 'dead' : p.lost ? 'lost' : 'alive'}`}>{status}</span>
        {p.camp && <span className={`camp camp-${p.camp}`}>{nameOf(glossary, 'camps', p.camp, lang)}</span>}
        {view.locks?.includes(p.seat) && <span className="tag tag-lock">{t('table.locked')}</span>}
        {remaining !== null && <span className="countdown">{remaining}s</span>}
      </div>
    </>
  );
  const common = {
    ...seatAttrs({ seat: p.seat, className: classes, style, info, alive: p.alive, waiting }),
    'data-current': String(p.seat === view.current),
  };
  return (
    <SeatFrame seat={p.seat} attrs={common} target={target} onTarget={onTarget}>
      {body}
    </SeatFrame>
  );
}

export function Table({ view, glossary, seats, legal = [], waiting, onCommand, compact }: TableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const me = typeof view.viewer === 'number' ? view.viewer : null;
  const count = view.players.length;
  const order = seatOrder(count, me);
  const positions = ovalPositions(count);
  const posOf = new Map(order.map((s, i) => [s, positions[i]]));
  const groups = useMemo(() => groupCommands(onCommand ? legal : []), [legal, onCommand]);
  const [picked, setPicked] = useState<number | null>(null);
  const [choices, setChoices] = useState<IndexedCommand[] | null>(null);
  const now = useNow(!!waiting?.deadline);

  // A new set of commands clears any half-made choice that no longer applies.
  useEffect(() => {
    setChoices(null);
    setPicked((h) => (h !== null && groups.byCard.has(h) ? h : null));
  }, [groups]);

  const pickedCmds = picked !== null ? (groups.byCard.get(picked) ?? []) : [];
  const seatTargets = targetSeats(picked !== null ? pickedCmds : groups.loose);
  const litIntel = new Set<number>();
  for (const c of picked !== null ? pickedCmds : groups.loose) {
    if (typeof c.legal.label?.intel === 'number') litIntel.add(c.legal.label.intel);
  }

  const run = (c: IndexedCommand) => {
    setPicked(null);
    setChoices(null);
    onCommand?.(c.index);
  };
  const onTarget = (cmds: IndexedCommand[]) => {
    if (cmds.length === 1) run(cmds[0]);
    else setChoices(cmds);
  };

  const waitingSeat = waiting ? waiting.seat : (view.pending?.seat ?? null);
  const deadline = waiting?.deadline ?? null;
  const passing = view.passing;
  const holderSeat = passing ? posOf.get(passing.holder) : undefined;
  const holderPos = holderSeat ? towardCentre(holderSeat) : undefined;
  const stack = view.window?.stack ?? [];
  const seatLabel = useSeatLabel(seats);
  const visibleChoices = choices ?? (picked !== null ? pickedCmds : null);
  const mePlayer = me !== null ? view.players[me] : undefined;

  // The characters offered to you, with a button that sends the matching legal command.
  const chooseCmd = (id: string) =>
    legal.findIndex((l) => {
      const c = l.command as { type?: string; character?: string } | null;
      return c?.type === 'chooseCharacter' && c.character === id;
    });

  return (
    <div className={`table${compact ? ' table-compact' : ''}`}>
      {me !== null && view.offer?.length > 0 && (
        <section className="offer" data-testid="character-offer">
          <h3>{t('table.offerTitle')}</h3>
          <p className="muted">{t('table.offerHint')}</p>
          <div className="offer-cards">
            {view.offer.map((id) => {
              const i = chooseCmd(id);
              return (
                <OfferCard
                  key={id}
                  character={id}
                  glossary={glossary}
                  onChoose={onCommand && i >= 0 ? () => run({ index: i, legal: legal[i] }) : undefined}
                />
              );
            })}
          </div>
        </section>
      )}
      <div className="ring">
        <div className="ring-felt" />
        {order.map((s) => {
          const p = view.players[s];
          const pos = posOf.get(s)!;
          return (
            <SeatBox
              key={s}
              p={p}
              view={view}
              glossary={glossary}
              info={seats?.[s]}
              me={me}
              waitingSeat={waitingSeat}
              deadline={deadline}
              now={now}
              target={seatTargets.get(s)}
              onTarget={onCommand ? onTarget : undefined}
              litIntel={litIntel}
              style={{ '--x': `${pos.x}%`, '--y': `${pos.y}%` } as CSSProperties}
            />
          );
        })}
        {passing && holderPos && (
          <div
            className="transit-token"
            data-testid="transit-token"
            data-holder={passing.holder}
            style={{ '--x': `${holderPos.x}%`, '--y': `${holderPos.y}%` } as CSSProperties}
          >
            <ColourChip face={passing.card.face} glossary={glossary} />
          </div>
        )}
        <div className="centre">
          <div className="centre-turn">
            <strong>{t('table.turn', { n: view.turn })}</strong> ·{' '}
            {t('table.current', { seat: seatLabel(view.current) })}
          </div>
          <div className="centre-step">
            {nameOf(glossary, 'steps', view.step, lang)}
            {view.window && ` · ${nameOf(glossary, 'windows', view.window.kind, lang)}`}
            {view.pending && ` · ${nameOf(glossary, 'pendingKinds', view.pending.kind, lang)}`}
          </div>
          <div className="centre-piles">
            <span>{t('table.deck', { n: view.deckCount })}</span>
            <span>{t('table.discard', { n: view.discard?.length ?? 0 })}</span>
          </div>
          {passing && (
            <div className="transit" data-testid="transit">
              <div className="transit-title">
                {t('table.intelInTransit')} · {nameOf(glossary, 'deliveries', passing.delivery, lang)}
              </div>
              <div className="transit-body">
                {passing.card.face ? (
                  <Tip
                    tip={<CardTipBody face={passing.card.face} glossary={glossary} />}
                    testId="transit-tip"
                  >
                    <CardFaceView card={passing.card} glossary={glossary} small />
                  </Tip>
                ) : (
                  <CardFaceView card={passing.card} glossary={glossary} small />
                )}
                <div className="transit-where">
                  <div>{t('table.from', { seat: seatLabel(passing.sender) })}</div>
                  <div>{t('table.at', { seat: seatLabel(passing.holder) })}</div>
                  {passing.directTarget >= 0 && <div>→ {seatLabel(passing.directTarget)}</div>}
                </div>
              </div>
            </div>
          )}
          {stack.length > 0 && (
            <div className="stack" data-testid="stack">
              <div className="stack-title">{t('table.stack')}</div>
              <ol>
                {stack.map((f) => (
                  <li key={f.frame} className={f.countered ? 'frame-countered' : ''}>
                    <span className="frame-user">{seatLabel(f.user)}</span>{' '}
                    {f.skill ? (
                      <TermTip kind="skills" id={f.skill} glossary={glossary} />
                    ) : (
                      <TermTip kind="functions" id={f.fn} glossary={glossary} />
                    )}
                    {f.card?.face && <ColourChip face={f.card.face} glossary={glossary} />}
                    {f.target.seat !== undefined && <span> → {seatLabel(f.target.seat)}</span>}
                    {f.target.frame !== undefined && <span> → #{f.target.frame}</span>}
                    {f.countered && <span className="tag">{t('table.countered')}</span>}
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      </div>

      {me !== null && (
        <div className="mine">
          <MyPanel me={mePlayer} glossary={glossary} />
          <div className="hand" data-testid="my-hand">
            <div className="hand-title">{t('table.myHand')}</div>
            <div className="hand-cards">
              {(view.hand ?? []).length === 0 && <span className="muted">{t('table.noHand')}</span>}
              {(view.hand ?? []).map((c) => {
                const playable = groups.byCard.has(c.handle);
                const button = (describedBy?: string) => (
                  <button
                    type="button"
                    className={`hand-card${playable ? ' playable' : ''}${picked === c.handle ? ' picked' : ''}`}
                    data-testid="hand-card"
                    data-handle={c.handle}
                    data-playable={String(playable)}
                    aria-disabled={!playable}
                    aria-describedby={describedBy}
                    onClick={() => {
                      if (!playable) return;
                      setChoices(null);
                      setPicked((h) => (h === c.handle ? null : c.handle));
                    }}
                  >
                    <CardFaceView card={c} glossary={glossary} />
                  </button>
                );
                if (!c.face) return <span key={c.handle}>{button()}</span>;
                return (
                  <Tip
                    key={c.handle}
                    tip={<CardTipBody face={c.face} glossary={glossary} />}
                    testId="hand-tip"
                  >
                    {button}
                  </Tip>
                );
              })}
            </div>
          </div>
        </div>
      )}

      {onCommand && (
        <CommandBar
          choices={
            visibleChoices &&
            (choices ??
              untargeted(pickedCmds).concat(pickedCmds.filter((c) => c.legal.label?.seat !== undefined)))
          }
          choicesLabel={t('table.cardCommands')}
          onCancel={() => {
            setPicked(null);
            setChoices(null);
          }}
          loose={groups.loose}
          onRun={run}
          idle={legal.length === 0 && !view.result}
          waitingFor={waitingSeat !== null && waitingSeat !== me ? seatLabel(waitingSeat) : null}
        />
      )}
    </div>
  );
}
