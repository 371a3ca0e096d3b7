// The end of a 杀人游戏: the winning side, the reason, and every seat's role (all revealed).
import { useTranslation } from 'react-i18next';
import { EndFrame, useSeatName, type EndScreenProps } from '../../components/EndFrame.tsx';
import { useLang } from '../../components/hooks.ts';
import { nameOf } from '../../logic/glossary.ts';
import { winnersOf } from './logic.ts';
import type { KillerResult, KillerView } from './view-types.ts';

export function KillerEndScreen({
  result,
  view,
  glossary,
  seats,
  ...frame
}: EndScreenProps<KillerResult, KillerView | null>) {
  const { t } = useTranslation();
  const lang = useLang();
  const winners = new Set(winnersOf(result));
  const seatName = useSeatName(seats);
  const me = view && typeof view.viewer === 'number' ? view.viewer : null;
  return (
    <EndFrame {...frame} winner={result.winner} you={me === null ? null : winners.has(me) ? 'won' : 'lost'}>
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
    </EndFrame>
  );
}
