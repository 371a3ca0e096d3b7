// The one tooltip of the site: what a card, a skill or a mission does, next to its name. A mouse
// opens it on hover, a finger by a tap (a second tap or a tap elsewhere closes it), the keyboard
// on focus; Esc always closes it. The words are always in the page (hidden while closed), so
// `aria-describedby` gives screen readers the text whether or not it is shown.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './tip.css';

export interface TipProps {
  /** What the tooltip says. */
  tip: ReactNode;
  /**
   * The thing explained. A function gets the `aria-describedby` to put on its own focusable
   * element (a button); otherwise the wrapper itself takes the focus and the attribute.
   */
  children: ReactNode | ((describedBy: string) => ReactNode);
  className?: string;
  /** Open below the trigger (seats near the top of the table) rather than above it. */
  below?: boolean;
  testId?: string;
}

/** The least room (px) left between an open tooltip and the side of the screen. */
const EDGE = 6;

/**
 * How to close the tooltip open now: one is open at a time on the whole page. Two open at once
 * (a tap landing on another chip as the table moved, a focus left behind) let one seat's text lie
 * under the next seat's open one.
 */
let closeOpen: (() => void) | null = null;

export function Tip({ tip, children, className, below, testId }: TipProps) {
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const [hover, setHover] = useState(false);
  // Who holds it open: a tap keeps it open until another tap (the app may move the focus meanwhile,
  // as when the game asks something); keyboard focus keeps it open while the focus stays.
  const [pinned, setPinned] = useState<false | 'tap' | 'focus'>(false);
  const open = hover || pinned !== false;
  const pop = useRef<HTMLSpanElement>(null);

  // Once open, the panel moves sideways (and, if need be, to the other side of the trigger) to lie
  // whole on the screen: a chip near the screen's edge still has its text readable.
  useLayoutEffect(() => {
    const el = pop.current;
    if (!open || !el) return;
    el.style.removeProperty('--tip-shift');
    el.classList.toggle('tip-below', !!below);
    const width = document.documentElement.clientWidth;
    let r = el.getBoundingClientRect();
    if (below ? r.bottom > window.innerHeight : r.top < 0) {
      el.classList.toggle('tip-below', !below);
      r = el.getBoundingClientRect();
    }
    const shift = r.left < EDGE ? EDGE - r.left : r.right > width - EDGE ? width - EDGE - r.right : 0;
    if (shift !== 0) el.style.setProperty('--tip-shift', `${Math.round(shift)}px`);
  }, [open, below]);

  // Opening one closes any other.
  useEffect(() => {
    if (!open) return;
    const close = () => {
      setHover(false);
      setPinned(false);
    };
    closeOpen?.();
    closeOpen = close;
    return () => {
      if (closeOpen === close) closeOpen = null;
    };
  }, [open]);

  // While open: Esc closes it, and a tap or click elsewhere closes a pinned one.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setHover(false);
      setPinned(false);
    };
    const onDown = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setPinned(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const self = typeof children !== 'function';
  return (
    <span
      ref={ref}
      className={`tip${className ? ` ${className}` : ''}`}
      data-testid={testId}
      data-open={String(open)}
      tabIndex={self ? 0 : undefined}
      aria-describedby={self ? id : undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHover(false)}
      // A tap toggles this tip's text only (not a tip around it); a mouse click leaves hover in charge.
      onPointerUp={(e) => {
        if (e.pointerType === 'mouse') return;
        e.stopPropagation();
        setPinned((p) => (p === 'tap' ? false : 'tap'));
      }}
      // Keyboard focus opens it; the focus a tap brings is left to the tap.
      onFocus={(e) => e.target.matches(':focus-visible') && setPinned((p) => p || 'focus')}
      onBlur={(e) =>
        !e.currentTarget.contains(e.relatedTarget as Node | null) &&
        setPinned((p) => (p === 'focus' ? false : p))
      }
    >
      {typeof children === 'function' ? children(id) : children}
      <span role="tooltip" id={id} ref={pop} className={`tip-pop${below ? ' tip-below' : ''}`} hidden={!open}>
        {tip}
      </span>
    </span>
  );
}
