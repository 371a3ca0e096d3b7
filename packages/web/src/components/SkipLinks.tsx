// The table's first keyboard stops (SkipLinks below).
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * For the keyboard: the first stops of the table jump past the seats (each with its skill chips and
 * marker) to your hand or to your commands; hidden until focused.
 */
export function SkipLinks({ root }: { root: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const focus = (...selectors: string[]) => {
    for (const sel of selectors) {
      const el = root.current?.querySelector<HTMLElement>(sel);
      if (el) return el.focus();
    }
  };
  return (
    <div className="skip-links">
      <button
        type="button"
        data-testid="skip-hand"
        onClick={() => focus('.hand-card[data-playable="true"]', '.hand-card')}
      >
        {t('table.skipHand')}
      </button>
      <button type="button" data-testid="skip-commands" onClick={() => focus('.commands button')}>
        {t('table.skipCommands')}
      </button>
    </div>
  );
}
