// The frame both games' end screens share: the overlay, the title, and the buttons under the
// results (see again, another game for the host, back to the lobby, close).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '@fengsheng/server/protocol';
import type { Glossary } from '../logic/glossary.ts';
import { navigate } from '../router.ts';

export interface EndFrameProps {
  gameId: string;
  onClose: () => void;
  /** Only the host may deal another game in this room. */
  onAgain?: () => void;
  /** 杀人游戏 only: the winning side, as `data-winner`. */
  winner?: string;
  /** How it ended for the one watching: a seated player won or lost; null for a spectator. */
  you?: 'won' | 'lost' | null;
  children: ReactNode;
}

/** What the room gives either game's end screen. */
export interface EndScreenProps<Result, View> extends Omit<EndFrameProps, 'winner' | 'you' | 'children'> {
  result: Result;
  view: View;
  glossary: Glossary;
  seats: SeatInfo[];
}

export function EndFrame({ gameId, onClose, onAgain, winner, you = null, children }: EndFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="overlay">
      <div className="panel end-screen" data-testid="end-screen" data-winner={winner}>
        <h2>{t('end.title')}</h2>
        {you && (
          <p className={`end-you end-you-${you}`} data-testid="end-you" data-you={you}>
            {t(you === 'won' ? 'end.youWon' : 'end.youLost')}
          </p>
        )}
        {children}
        <div className="row end-buttons">
          <button
            type="button"
            className="btn btn-primary"
            data-testid="end-replay"
            onClick={() => navigate(`/replay/${encodeURIComponent(gameId)}`)}
          >
            {t('end.replay')}
          </button>
          {onAgain && (
            <button type="button" className="btn btn-primary" data-testid="end-again" onClick={onAgain}>
              {t('end.again')}
            </button>
          )}
          <button type="button" className="btn" data-testid="end-lobby" onClick={() => navigate('/')}>
            {t('end.lobby')}
          </button>
          <button type="button" className="btn" data-testid="end-close" onClick={onClose}>
            {t('end.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A seat's player name in the results table, its number when it has none. */
export function useSeatName(seats: SeatInfo[]): (s: number) => string {
  const { t } = useTranslation();
  return (s: number) => seats[s]?.name ?? t('table.seat', { n: s + 1 });
}
