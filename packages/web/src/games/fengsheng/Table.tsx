// The 风声 table: seats round an oval (a grid on a phone), the intel in transit, the stack, your
// hand and identity, and the legal commands. Read-only when given no `onCommand` (replays). The
// parts are their own files: a seat (SeatBox), the middle (Centre), your hand (Hand), card faces.
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalCommand, SeatInfo } from '@fengsheng/server/protocol';
import { CommandBar } from '../../components/CommandBar.tsx';
import { SkipLinks } from '../../components/SkipLinks.tsx';
import { countdownNow, type LocalWaiting } from '../../logic/deadline.ts';
import { secondsLeft, useNow, useSeatLabel } from '../../components/hooks.ts';
import { groupCommands, targetSeats, untargeted, type IndexedCommand } from '../../logic/commands.ts';
import type { Glossary } from '../../logic/glossary.ts';
import { useSuspectNotes } from './SuspectNote.tsx';
import { DeathBanner } from './DeathBanner.tsx';
import { useCueWhen, useLastSecondTicks } from '../../components/sound.tsx';
import { ovalPositions, seatOrder, towardCentre } from '../../logic/layout.ts';
import { MyPanel } from './MyPanel.tsx';
import { ColourChip } from './CardFace.tsx';
import { Centre } from './Centre.tsx';
import { Hand } from './Hand.tsx';
import { SeatBox } from './SeatBox.tsx';
import { OfferCard } from './texts.tsx';
import type { GameView } from './view-types.ts';

export interface TableProps {
  view: GameView;
  glossary: Glossary;
  seats?: SeatInfo[];
  legal?: LegalCommand[];
  waiting?: LocalWaiting;
  onCommand?: (index: number) => void;
  /** Smaller rendering for several tables side by side (replay, all views). */
  compact?: boolean;
  /** The game whose private notes on suspects this table shows (none: no notes, as in replays). */
  notesFor?: string | null;
}

export function Table(props: TableProps) {
  const { view, glossary, seats, legal = [], waiting, onCommand, compact, notesFor = null } = props;
  const { t } = useTranslation();
  const [notes, cycleNote] = useSuspectNotes(notesFor);
  const me = typeof view.viewer === 'number' ? view.viewer : null;
  const count = view.players.length;
  const order = seatOrder(count, me);
  const positions = ovalPositions(count);
  const posOf = new Map(order.map((s, i) => [s, positions[i]]));
  const groups = useMemo(() => groupCommands(onCommand ? legal : []), [legal, onCommand]);
  const [picked, setPicked] = useState<number | null>(null);
  const [choices, setChoices] = useState<IndexedCommand[] | null>(null);
  const now = countdownNow(useNow(!!waiting?.deadline), waiting);
  const root = useRef<HTMLDivElement>(null);

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
  const seatLabel = useSeatLabel(seats);
  const visibleChoices = choices ?? (picked !== null ? pickedCmds : null);
  const mePlayer = me !== null ? view.players[me] : undefined;
  // Sounds: your turn begins, intel reaches you, the last seconds of your own timer.
  useCueWhen(me !== null && view.current === me && !view.result, 'turn');
  useCueWhen(me !== null && passing?.holder === me && passing.sender !== me, 'intel');
  useLastSecondTicks(me !== null && waitingSeat === me && deadline ? secondsLeft(deadline, now) : null);

  // The characters offered to you, with a button that sends the matching legal command.
  const chooseCmd = (id: string) =>
    legal.findIndex((l) => {
      const c = l.command as { type?: string; character?: string } | null;
      return c?.type === 'chooseCharacter' && c.character === id;
    });

  return (
    <div className={`table fs-table${compact ? ' table-compact' : ''}`} ref={root}>
      {onCommand && me !== null && <SkipLinks root={root} />}
      {me !== null && view.offer?.length > 0 && (
        <section className="offer" data-testid="character-offer">
          <h3>{t('table.offerTitle')}</h3>
          <p className="muted">{t('table.offerHint')}</p>
          {/* The choice's own timer (the host's setting, 45 s by default), while it waits for you. */}
          {waitingSeat === me && deadline !== null && (
            <p className="offer-timer" data-testid="offer-timer" data-seconds={secondsLeft(deadline, now)}>
              {t('table.offerTimer', { n: secondsLeft(deadline, now) })}
            </p>
          )}
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
      <DeathBanner
        view={view}
        glossary={glossary}
        seatLabel={seatLabel}
        chip={(face) => <ColourChip face={face} glossary={glossary} />}
      />
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
              note={notes[s] ?? null}
              onNote={notesFor ? cycleNote : undefined}
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
        <Centre view={view} glossary={glossary} seatLabel={seatLabel} />
      </div>

      {me !== null && (
        <div className="mine">
          <MyPanel me={mePlayer} glossary={glossary} />
          <Hand
            hand={view.hand ?? []}
            glossary={glossary}
            playable={(h) => groups.byCard.has(h)}
            picked={picked}
            onPick={(h) => {
              setChoices(null);
              setPicked((p) => (p === h ? null : h));
            }}
          />
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
          out={!!mePlayer && (!mePlayer.alive || mePlayer.lost)}
          waitingFor={waitingSeat !== null && waitingSeat !== me ? seatLabel(waitingSeat) : null}
        />
      )}
    </div>
  );
}
