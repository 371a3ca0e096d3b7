// How often bots use characters' skills when they may (the tournament's --skill-usage): for every
// decision, each skill the legal list offers counts one chance, and the command chosen counts one
// use of its skill. Active skills are `skill` commands; a card used as another through a skill
// (view-as) counts under `as:<fn>`; an optional trigger is a choice whose prompt names the skill.
import { getRuleset } from '@fengsheng/engine';
import type { Command } from '@fengsheng/engine';

export type SkillTally = Map<string, { offered: number; used: number }>;

function bump(t: SkillTally, key: string, used: boolean): void {
  let e = t.get(key);
  if (!e) t.set(key, (e = { offered: 0, used: 0 }));
  if (used) e.used++;
  else e.offered++;
}

/** Count one decision: the skills on offer in `legal` (and a trigger `prompt`), and whether `cmd` used one. */
export function countDecision(
  t: SkillTally,
  legal: readonly Command[],
  prompt: string | null,
  cmd: Command,
): void {
  const offered = new Set<string>();
  for (const c of legal) {
    if (c.type === 'skill') offered.add(c.skill);
    else if (c.type === 'use' && c.as) offered.add(`as:${c.as}`);
  }
  const trigger =
    prompt?.startsWith('skill.') && legal.some((c) => c.type === 'choose' && c.pick?.value === 'use');
  if (trigger) offered.add(prompt!.slice(6));
  for (const k of offered) bump(t, k, false);
  if (cmd.type === 'skill') bump(t, cmd.skill, true);
  else if (cmd.type === 'use' && cmd.as) bump(t, `as:${cmd.as}`, true);
  else if (trigger && cmd.type === 'choose' && cmd.pick?.value === 'use') bump(t, prompt!.slice(6), true);
}

export interface SkillUsageRow {
  character: string;
  skill: string;
  kind: 'active' | 'trigger' | 'other';
  offered: number;
  used: number;
}

/**
 * One row per skill of every character of the edition (active and optional trigger skills, even
 * those never offered), then any other key counted (view-as uses), most used first within each.
 */
export function skillUsageRows(ruleset: string, t: SkillTally): SkillUsageRow[] {
  const rows: SkillUsageRow[] = [];
  const listed = new Set<string>();
  for (const ch of Object.values(getRuleset(ruleset).characters ?? {}))
    for (const sk of ch.skills) {
      const kind = sk.kind === 'active' ? 'active' : sk.kind === 'trigger' && sk.optional ? 'trigger' : null;
      if (!kind) continue;
      listed.add(sk.id);
      const e = t.get(sk.id) ?? { offered: 0, used: 0 };
      rows.push({ character: `${ch.name.zh} ${ch.id}`, skill: `${sk.name.zh} ${sk.id}`, kind, ...e });
    }
  for (const [k, e] of t)
    if (!listed.has(k))
      rows.push({ character: '-', skill: k, kind: 'other', offered: e.offered, used: e.used });
  return rows;
}

export function formatSkillUsage(bot: string, rows: readonly SkillUsageRow[]): string {
  const lines = [`Skill usage by ${bot} (decisions offering the skill, and uses):`];
  lines.push(
    `${'character'.padEnd(28)} ${'skill'.padEnd(30)} ${'kind'.padEnd(8)} ${'offered'.padStart(8)} ${'used'.padStart(7)}`,
  );
  for (const r of rows)
    lines.push(
      `${r.character.padEnd(28)} ${r.skill.padEnd(30)} ${r.kind.padEnd(8)} ${String(r.offered).padStart(8)} ${String(r.used).padStart(7)}`,
    );
  return lines.join('\n');
}
