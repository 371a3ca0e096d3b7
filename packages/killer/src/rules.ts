// 杀人游戏's rules page as data (the contract's RulesDoc): our own summary of seed 002's club rules
// ("X游戏") in Chinese and English, the role table computed from `roleCounts`, each role's text.
import type { RulesDoc, RulesSection, Text } from '@fengsheng/game';
import { ROLE_TEXTS, ROLES } from './names.ts';
import { MAX_PLAYERS, MIN_PLAYERS, roleCounts } from './setup.ts';
import type { Role } from './types.ts';

const ORDER: readonly Role[] = ['police', 'killer', 'civilian'];

const PROSE: readonly RulesSection[] = [
  {
    id: 'setup',
    title: { zh: '开局', en: 'Setting up' },
    paragraphs: [
      {
        zh: '每人暗中抽一张身份（见下表），只看自己的。裁判由软件担任，杀手互相认识，警察也互相认识。',
        en: 'Each player secretly draws a role (see the table) and looks only at their own. The software is the judge; the killers know each other, and so do the police.',
      },
    ],
  },
  {
    id: 'night',
    title: { zh: '夜晚', en: 'Night' },
    paragraphs: [
      {
        zh: '天黑后杀手一起选一个人杀掉，意见不一时听多数人的，不表态算同意。然后警察一起指认一个人，裁判只告诉警察这个人是不是杀手。',
        en: 'At night the killers together pick one player to kill: the majority decides, and a killer who says nothing agrees. Then the police together point at one player, and the judge tells only them whether that player is a killer.',
      },
    ],
  },
  {
    id: 'day',
    title: { zh: '白天', en: 'Day' },
    paragraphs: [
      {
        zh: '天亮后裁判公布谁被杀。从被杀者右手边开始每人发言一次，说“过”结束；别人发言时不能插话。',
        en: 'At dawn the judge says who was killed. Starting on the victim’s right, everyone speaks once and ends with “pass”; nobody else may talk meanwhile.',
      },
      {
        zh: '然后投票：每人最多投一票，也可以弃权，得票最多的人出局。平票时平票者再发言并重投；再平则其他人发言后重投；第三次平票算平局。',
        en: 'Then the vote: each player has at most one vote and may abstain, and the most votes is out. On a tie the tied players speak again and are voted on again; on a second tie everyone else speaks first; a third tie ends the game in a draw.',
      },
      {
        zh: '最先出局的几个人（人数等于警察人数）可以留遗言，之后出局的没有。出局的人不再参与。',
        en: 'The first players out, as many as there are police, may leave last words; later ones may not. A player who is out takes no further part.',
      },
    ],
  },
  {
    id: 'victory',
    title: { zh: '胜负', en: 'Winning' },
    paragraphs: [
      {
        zh: '杀手全部出局，警察和平民获胜；警察全部出局，杀手获胜；平民全部出局算平局。',
        en: 'All killers out: the police and the civilians win. All police out: the killers win. All civilians out: a draw.',
      },
    ],
  },
];

const W = {
  roles: { zh: '身份配置', en: 'Roles by number of players' },
  players: { zh: '人数', en: 'Players' },
  list: { zh: '身份', en: 'Roles' },
} satisfies Record<string, Text>;

let doc: RulesDoc | null = null;

/** The rules page of 杀人游戏 (one edition, 'standard'); null for any other id. */
export function rules(ruleset: string): RulesDoc | null {
  if (ruleset !== 'standard') return null;
  if (doc) return doc;
  const rows: number[][] = [];
  for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
    const c = roleCounts(n);
    rows.push([n, ...ORDER.map((r) => c[r])]);
  }
  doc = {
    game: 'killer',
    ruleset,
    name: { zh: '杀人游戏', en: 'Killer' },
    sections: PROSE,
    tables: [{ id: 'identities', title: W.roles, columns: [W.players, ...ORDER.map((r) => ROLES[r])], rows }],
    lists: [
      {
        id: 'roles',
        title: W.list,
        entries: ORDER.map((r) => ({ id: r, name: ROLES[r], text: ROLE_TEXTS[r] })),
      },
    ],
  };
  return doc;
}
