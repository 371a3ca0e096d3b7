// One seat of the 风声 table: who sits there, its character and skills (texts on hover or tap),
// the intel in front of it (and what lay there at its death), its counts, status and timer, and
// your private note on it. The whole box is a button when a legal command aims at the seat.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '@fengsheng/server/protocol';
import { secondsLeft, useLang } from '../../components/hooks.ts';
import { SeatFrame, SeatHead, seatAttrs } from '../../components/SeatFrame.tsx';
import { URGENT_SECONDS } from '../../components/sound.tsx';
import type { IndexedCommand } from '../../logic/commands.ts';
import { nameOf, type Glossary } from '../../logic/glossary.ts';
import { ColourChip } from './CardFace.tsx';
import { shapeOf } from './colour-marks.ts';
import { SuspectMark, type Note } from './SuspectNote.tsx';
import { SkillList } from './texts.tsx';
import { coloursOf, type GameView, type PlayerView } from './view-types.ts';

function intelCounts(p: PlayerView): Record<string, number> {
  const out: Record<string, number> = { red: 0, blue: 0, black: 0 };
  for (const c of p.intel ?? []) {
    if (!c.face) continue;
    for (const col of coloursOf(c.face)) out[col] = (out[col] ?? 0) + 1;
  }
  return out;
}

export interface SeatProps {
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
  note?: Note | null;
  onNote?: (seat: number) => void;
}

export function SeatBox(props: SeatProps) {
  const { p, view, glossary, info, me, waitingSeat, deadline, now, target, onTarget, litIntel, style } =
    props;
  const { note, onNote } = props;
  // The dead discard their intel; the seat keeps showing what lay in front of them when they died.
  const deathIntel = !p.alive ? view.deaths?.find((d) => d.seat === p.seat)?.intel : undefined;
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
        <span className="seat-char-name">{char}</span>
        {/* Where this viewer knows the character, its skills and mission, texts on hover or tap. */}
        {p.character && <SkillList character={p.character} glossary={glossary} mission />}
      </div>
      <div className="seat-intel">
        {deathIntel?.map((f, i) => (
          <span key={`dead-${i}`} className="intel-at-death" data-testid="intel-at-death">
            <ColourChip face={f} glossary={glossary} />
          </span>
        ))}
        {(p.intel ?? []).map((c, i) => (
          <ColourChip
            key={`${c.handle}-${i}`}
            face={c.face}
            glossary={glossary}
            lit={litIntel.has(c.handle)}
          />
        ))}
      </div>
      {/* One line on a phone (`display: contents` elsewhere). */}
      <div className="seat-foot">
        <div className="seat-counts">
          {(['red', 'blue', 'black'] as const).map((c) => (
            <span
              key={c}
              className={`count colour-${c}-text`}
              data-testid={`count-${c}`}
              aria-label={t('table.intelCount', {
                colour: nameOf(glossary, 'colours', c, lang),
                n: counts[c],
              })}
            >
              <span aria-hidden="true">{shapeOf(c)}</span>
              {counts[c]}
            </span>
          ))}
          <span className="seat-hand">{t('table.hand', { n: p.handCount })}</span>
        </div>
        <div className="seat-status">
          <span className={`status status-${!p.alive ? 'dead' : p.lost ? 'lost' : 'alive'}`}>{status}</span>
          {/* Shown where the view makes it public (a death, a mode: 新手场 every camp, 3V3 teammates). */}
          {p.camp && (
            <span className={`camp camp-${p.camp}`} data-testid="seat-camp" data-camp={p.camp}>
              {nameOf(glossary, 'camps', p.camp, lang)}
            </span>
          )}
          {view.locks?.includes(p.seat) && <span className="tag tag-lock">{t('table.locked')}</span>}
          {remaining !== null && (
            <span
              className={`countdown${remaining <= URGENT_SECONDS ? ' countdown-urgent' : ''}`}
              data-testid="countdown"
              data-urgent={String(remaining <= URGENT_SECONDS)}
            >
              {remaining}s
            </span>
          )}
          {onNote && p.seat !== me && !p.camp && (
            <SuspectMark seat={p.seat} note={note ?? null} glossary={glossary} lang={lang} onCycle={onNote} />
          )}
        </div>
      </div>
    </>
  );
  const common = {
    ...seatAttrs({ seat: p.seat, className: classes, style, info, alive: p.alive, waiting }),
    'data-current': String(p.seat === view.current),
    // What a screen reader announces on entering the seat.
    role: 'group',
    'aria-label': `${t('table.seat', { n: p.seat + 1 })} ${name}${p.seat === me ? ` (${t('table.you')})` : ''}, ${status}`,
  };
  return (
    <SeatFrame seat={p.seat} attrs={common} target={target} onTarget={onTarget}>
      {body}
    </SeatFrame>
  );
}
