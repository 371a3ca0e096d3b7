// What a seat box is on both tables: its head (number, name, bot/away tags) and its frame, which
// gets one big button laid over it when a legal command aims at the seat.
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '@fengsheng/server/protocol';
import type { IndexedCommand } from '../logic/commands.ts';

export function SeatHead({
  seat,
  name,
  isMe,
  info,
}: {
  seat: number;
  name: string;
  isMe: boolean;
  info: SeatInfo | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="seat-head">
      <span className="seat-no">{seat + 1}</span>
      <span className="seat-name">
        {name}
        {isMe ? ` (${t('table.you')})` : ''}
      </span>
      {info?.kind === 'bot' && <span className="tag">{t('room.bot')}</span>}
      {info && info.kind === 'human' && !info.connected && <span className="tag">{t('room.away')}</span>}
    </div>
  );
}

/** The class, place and data-* hooks every seat box carries; each game adds its own hooks. */
export function seatAttrs(o: {
  seat: number;
  className: string;
  style?: CSSProperties;
  info: SeatInfo | undefined;
  alive: boolean;
  waiting: boolean;
}) {
  return {
    className: o.className,
    style: o.style,
    'data-testid': `seat-${o.seat}`,
    'data-kind': o.info?.kind ?? 'unknown',
    'data-alive': String(o.alive),
    'data-waiting': String(o.waiting),
  };
}

/**
 * `attrs` carries the seat's class and data-* hooks; `seat-target` is added when it is clickable.
 * The seat's own content is the same element tree whether or not a command aims at it: the target
 * button is a sibling laid over the box, not a wrapper. A wrapper that came and went remounted the
 * whole seat (its open tooltips, their DOM) each time the targets changed.
 */
export function SeatFrame({
  seat,
  attrs,
  target,
  onTarget,
  children,
}: {
  seat: number;
  attrs: { className: string } & Record<string, unknown>;
  target: IndexedCommand[] | undefined;
  onTarget?: (cmds: IndexedCommand[]) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const aimed = !!target && !!onTarget;
  return (
    <div {...attrs} className={aimed ? `${attrs.className} seat-target` : attrs.className}>
      {children}
      {aimed && (
        <button
          type="button"
          className="seat-target-btn"
          data-testid={`target-seat-${seat}`}
          aria-label={t('table.targetSeat', { label: String(attrs['aria-label'] ?? seat + 1) })}
          onClick={() => onTarget(target)}
        />
      )}
    </div>
  );
}
