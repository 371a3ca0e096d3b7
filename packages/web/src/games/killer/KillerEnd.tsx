// The end of a 杀人游戏: the winning side, the reason, and every seat's role (all revealed).
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '@fengsheng/server/protocol';
import { nameOf, type Glossary } from '../../logic/glossary.ts';
import { navigate } from '../../router.ts';
import { winnersOf } from './logic.ts';
import type { KillerResult, KillerView } from './view-types.ts';

export function KillerEndScreen({
  result,
  view,
  glossary,
  seats,
  gameId,
  onClose,
  onAgain,
}: {
  result: KillerResult;
  view: KillerView | null;
  glossary: Glossary;
  seats: SeatInfo[];
  gameId: string;
  onClose: () => void;
  onAgain?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const winners = new Set(winnersOf(result));
  const seatName = (s: number) => seats[s]?.name ?? t('table.seat', { n: s + 1 });
  return (
    <div className="overlay">
      <div className="panel end-screen" data-testid="end-screen" data-winner={result.winner}>
        <h2>{t('end.title')}</h2>
        <p className="kend-winner" data-testid="end-winner">
          <strong>{nameOf(glossary, 'winners', result.winner, lang)}</strong>
        </p>
        <p>
          {t('end.reason')}:{' '}
          <strong data-testid="end-reason">{nameOf(glossary, 'reasons', result.reason, lang)}</strong>
        </p>
        <table className="end-table">
          <tbody>
            {result.roles.map((role, seat) => {
              const won = winners.has(seat);
              const out = view?.seats[seat]?.out ?? null;
              return (
                <tr
                  key={seat}
                  className={won ? 'end-winner' : ''}
                  data-testid={won ? 'winner' : 'loser'}
                  data-role={role}
                >
                  <td>{seat + 1}</td>
                  <td>{seatName(seat)}</td>
                  <td>
                    <span className={`role role-${role}`}>{nameOf(glossary, 'roles', role, lang)}</span>
                  </td>
                  <td className="muted">
                    {out
                      ? `${nameOf(glossary, 'outHows', out.how, lang)} · ${t('killer.roundN', { n: out.round })}`
                      : t('killer.alive')}
                  </td>
                  <td>{won ? '★' : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
