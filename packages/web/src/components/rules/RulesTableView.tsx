// One table of a rules page (identities by player count, the deck's counts), as the server sent it.
import type { RulesTable } from '@fengsheng/server/protocol';
import { textIn } from '../../logic/glossary.ts';
import { useLang } from '../hooks.ts';

export function RulesTableView({ table }: { table: RulesTable }) {
  const lang = useLang();
  const cell = (c: number | { zh: string; en: string }) => (typeof c === 'number' ? c : textIn(c, lang));
  return (
    <section className="panel rules-table" data-testid={`rules-table-${table.id}`} id={`rules-${table.id}`}>
      <h3>{textIn(table.title, lang)}</h3>
      <div className="rules-table-scroll">
        <table>
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={i} scope="col">
                  {textIn(c, lang)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} data-testid="rules-row">
                {row.map((c, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell(c)}
                    </th>
                  ) : (
                    <td key={i}>{cell(c)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note && <p className="muted small">{textIn(table.note, lang)}</p>}
    </section>
  );
}
