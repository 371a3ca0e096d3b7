// The command area under both tables: the commands set apart for a choice (with cancel), any
// game-specific boxes, the loose command buttons, and the note said while the game waits on others.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndexedCommand } from '../logic/commands.ts';
import { textIn } from '../logic/glossary.ts';
import { useLang } from './hooks.ts';

/** One legal command; `data-index` is its index in `state.legal`, which the e2e tests click by. */
export function CommandButton({
  cmd,
  className,
  onRun,
}: {
  cmd: IndexedCommand;
  className: string;
  onRun: (c: IndexedCommand) => void;
}) {
  const lang = useLang();
  return (
    <button
      type="button"
      className={className}
      data-testid="command"
      data-index={cmd.index}
      onClick={() => onRun(cmd)}
    >
      {textIn(cmd.legal.label?.text, lang)}
    </button>
  );
}

export interface CommandBarProps {
  /** Commands set apart (a picked card's, or several aimed at one seat); null hides that row. */
  choices: IndexedCommand[] | null;
  /** Words before the set-apart commands, if any. */
  choicesLabel?: string;
  onCancel: () => void;
  loose: IndexedCommand[];
  looseClass?: (c: IndexedCommand) => string;
  onRun: (c: IndexedCommand) => void;
  /** Nothing to do and the game not over: show who it waits for. */
  idle: boolean;
  /** The seat waited for, in words, when it is not yours; null says "waiting for others". */
  waitingFor: string | null;
  /** You are out of the game (dead or lost): say so instead of "waiting". */
  out?: boolean;
  /** Shown between the set-apart row and the loose buttons (the 杀人游戏 speech boxes). */
  children?: ReactNode;
}

export function CommandBar(props: CommandBarProps) {
  const { choices, choicesLabel, onCancel, loose, looseClass, onRun, idle, waitingFor, out, children } =
    props;
  const { t } = useTranslation();
  // A card just picked (or a seat with several commands): its commands take the focus, so the
  // keyboard goes on from the card to what it can do.
  const picked = useRef<HTMLDivElement>(null);
  const choiceKey = choices?.map((c) => c.index).join(',') ?? '';
  useEffect(() => {
    if (choiceKey) picked.current?.querySelector<HTMLElement>('button')?.focus();
  }, [choiceKey]);
  return (
    <div className="commands" data-testid="command-bar" role="group" aria-label={t('table.commands')}>
      {choices && (
        <div className="command-row picked-row" ref={picked}>
          {choicesLabel && <span className="muted">{choicesLabel}</span>}
          {choices.map((c) => (
            <CommandButton key={c.index} cmd={c} className="btn btn-primary" onRun={onRun} />
          ))}
          <button type="button" className="btn" onClick={onCancel}>
            {t('table.cancel')}
          </button>
        </div>
      )}
      {children}
      {loose.length > 0 && (
        <div className="command-row">
          {loose.map((c) => (
            <CommandButton key={c.index} cmd={c} className={looseClass?.(c) ?? 'btn'} onRun={onRun} />
          ))}
        </div>
      )}
      {idle && out && (
        <div className="muted waiting-note" data-testid="out-note">
          {t('table.youAreOut')}
        </div>
      )}
      {idle && !out && (
        <div className="muted waiting-note">
          {waitingFor !== null ? t('table.waitingFor', { seat: waitingFor }) : t('table.waitingOthers')}
        </div>
      )}
    </div>
  );
}
