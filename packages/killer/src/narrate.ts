// The judge's words for each event, in the standard phrases of seed 002 (裁判标准用语) where one
// exists, with English alongside. The narrator sees only the event as `eventsFor` gave a viewer.
import type { Text } from '@fengsheng/game';
import { REASONS, ROLES, WINNERS, seatList, seatName as S, t } from './names.ts';
import type { Ballot } from './types.ts';
import type { KillerEventView } from './views.ts';

type Ev = KillerEventView;

export function narrate(event: unknown): Text {
  const e = event as Ev;
  try {
    const text = narrateEvent(e);
    if (text) return text;
  } catch {
    // An event of another shape: fall through to its type.
  }
  const type = String((e as { type?: unknown } | null)?.type);
  return t(`（${type}）`, `(${type})`);
}

function pair(zh: string, en: string): Text {
  return t(zh, en);
}

function ballotsText(
  ballots: readonly Ballot[],
  candidates: readonly number[],
  tally: readonly number[],
): Text {
  const zh: string[] = [];
  const en: string[] = [];
  candidates.forEach((c, i) => {
    if (tally[i] === 0) return;
    const from = ballots.filter((b) => b.target === c).map((b) => b.voter);
    zh.push(`${S(c).zh} ${tally[i]}票（${seatList(from).zh}）`);
    en.push(`${S(c).en} ${tally[i]} (${seatList(from).en})`);
  });
  const abstain = ballots.filter((b) => b.target === null).map((b) => b.voter);
  if (abstain.length > 0) {
    zh.push(`弃权：${seatList(abstain).zh}`);
    en.push(`abstained: ${seatList(abstain).en}`);
  }
  return t(zh.join('；') || '无人投票', en.join('; ') || 'no votes');
}

function narrateEvent(e: Ev): Text | null {
  switch (e.type) {
    case 'gameStart':
      return pair(
        `游戏开始：${e.players}人，${e.police}警${e.killers}匪${e.civilians}平民；前${e.quota}个出局的人可留遗言`,
        `The game begins: ${e.players} players, ${e.police} police, ${e.killers} killers and ${e.civilians} civilians; the first ${e.quota} out may say last words`,
      );
    case 'role': {
      const r = ROLES[e.role];
      if (e.mates.length === 0) return pair(`你的身份是${r.zh}`, `You are a ${r.en}`);
      const m = seatList(e.mates);
      return pair(`你的身份是${r.zh}，同伴：${m.zh}`, `You are a ${r.en}; your companions: ${m.en}`);
    }
    case 'nightFalls':
      return pair(
        `第${e.round}轮。天黑了，请大家闭眼`,
        `Round ${e.round}. Night falls: everyone, close your eyes`,
      );
    case 'killersWake':
      return pair('杀手请睁眼。杀手请杀人', 'Killers, open your eyes. Killers, choose your victim');
    case 'killOpinion':
      return e.target === null
        ? pair(
            `${S(e.seat).zh} 不表态（同意其他杀手）`,
            `${S(e.seat).en} gives no opinion (agrees with the others)`,
          )
        : pair(`${S(e.seat).zh} 主张杀 ${S(e.target).zh}`, `${S(e.seat).en} wants to kill ${S(e.target).en}`);
    case 'killChosen':
      return pair(
        `裁判确认被杀者：${S(e.target).zh}${e.split ? '（意见不一，取多数）' : ''}`,
        `The judge confirms the victim: ${S(e.target).en}${e.split ? ' (opinions differed: the majority decides)' : ''}`,
      );
    case 'killersSleep':
      return pair('杀手请闭眼', 'Killers, close your eyes');
    case 'policeWake':
      return pair('警察请睁眼。警察请指认', 'Police, open your eyes. Police, point at a player');
    case 'checkOpinion':
      return e.target === null
        ? pair(
            `${S(e.seat).zh} 不表态（同意其他警察）`,
            `${S(e.seat).en} gives no opinion (agrees with the others)`,
          )
        : pair(`${S(e.seat).zh} 指认 ${S(e.target).zh}`, `${S(e.seat).en} points at ${S(e.target).en}`);
    case 'checkResult':
      return e.killer
        ? pair(
            `请看裁判手势：${S(e.target).zh} 是杀手（竖拇指）`,
            `Watch the judge's hand: ${S(e.target).en} is a killer (thumb up)`,
          )
        : pair(
            `请看裁判手势：${S(e.target).zh} 不是杀手`,
            `Watch the judge's hand: ${S(e.target).en} is not a killer`,
          );
    case 'policeSleep':
      return pair('警察请闭眼', 'Police, close your eyes');
    case 'nightChat':
      return pair(`（夜里）${S(e.seat).zh}：${e.text}`, `(at night) ${S(e.seat).en}: ${e.text}`);
    case 'dawn':
      return pair('天亮了，请大家睁眼', 'Day breaks: everyone, open your eyes');
    case 'killed':
      return pair(`本轮被杀的是${S(e.seat).zh}`, `Killed this round: ${S(e.seat).en}`);
    case 'lastWords':
      return e.last
        ? pair(
            `请${S(e.seat).zh}留第${e.nth}个（最后一个）遗言`,
            `${S(e.seat).en}, your last words (no. ${e.nth}, the last ones of this game)`,
          )
        : pair(`请${S(e.seat).zh}留第${e.nth}个遗言`, `${S(e.seat).en}, your last words (no. ${e.nth})`);
    case 'noLastWords':
      return pair(`${S(e.seat).zh} 没有遗言`, `${S(e.seat).en} has no last words`);
    case 'speakTurn':
      return pair(`请${S(e.seat).zh}发言`, `${S(e.seat).en}, please speak`);
    case 'speech':
      return e.lastWords
        ? pair(`${S(e.seat).zh}（遗言）：${e.text}`, `${S(e.seat).en} (last words): ${e.text}`)
        : pair(`${S(e.seat).zh}：${e.text}`, `${S(e.seat).en}: ${e.text}`);
    case 'pass':
      return pair(`${S(e.seat).zh}：过`, `${S(e.seat).en}: done (过)`);
    case 'debate': {
      const tied = seatList(e.tied, '与', ' and ');
      return e.others
        ? pair(`请除${tied.zh}以外的人开始发言`, `Everyone but ${tied.en}, speak`)
        : pair(`请${tied.zh}开始辩`, `${tied.en}, defend yourselves`);
    }
    case 'voteStart':
      return e.tieLevel === 0
        ? pair('现在开始投票，请不要跟票', 'The vote begins: no following others’ votes')
        : pair(
            `现在对${seatList(e.candidates, '与').zh}再次投票`,
            `Vote again on ${seatList(e.candidates, '与', ' and ').en}`,
          );
    case 'ballot':
      return e.target === null
        ? pair(
            `${S(e.seat).zh} 弃权（开票前只有自己知道）`,
            `${S(e.seat).en} abstains (secret until the count)`,
          )
        : pair(
            `${S(e.seat).zh} 投 ${S(e.target).zh}（开票前只有自己知道）`,
            `${S(e.seat).en} votes for ${S(e.target).en} (secret until the count)`,
          );
    case 'votesRevealed': {
      const b = ballotsText(e.ballots, e.candidates, e.tally);
      return pair(`开票：${b.zh}`, `The votes: ${b.en}`);
    }
    case 'votedOut':
      return pair(
        `${e.majority ? '票已过半数。' : ''}${S(e.seat).zh} ${e.votes}票出局`,
        `${e.majority ? 'More than half the votes. ' : ''}${S(e.seat).en} is voted out with ${e.votes} votes`,
      );
    case 'noVotes':
      return pair('无人投票，今天没有人出局', 'Nobody voted: nobody is out today');
    case 'tie':
      return e.seats.length === 2
        ? pair(`${seatList(e.seats, '与').zh}平票`, `${seatList(e.seats, '与', ' and ').en} are tied`)
        : pair(
            `现在有${e.seats.length}人票数相同（${seatList(e.seats).zh}）`,
            `${e.seats.length} players are tied (${seatList(e.seats).en})`,
          );
    case 'confess':
      return pair(
        `${S(e.seat).zh}认匪，不用投票出局`,
        `${S(e.seat).en} confesses to being a killer and is out without a vote`,
      );
    case 'surrender':
      return pair(
        `${S(e.seat).zh}（${ROLES[e.role].zh}）投降`,
        `${S(e.seat).en} (${ROLES[e.role].en}) surrenders`,
      );
    case 'gameOver': {
      const w = WINNERS[e.winner];
      const r = REASONS[e.reason];
      const roles = (role: 'police' | 'killer') =>
        seatList(e.roles.flatMap((x, i) => (x === role ? [i] : [])));
      return pair(
        `游戏结束：${w.zh}（${r.zh}）。警察：${roles('police').zh}；杀手：${roles('killer').zh}`,
        `Game over: ${w.en} (${r.en}). Police: ${roles('police').en}; killers: ${roles('killer').en}`,
      );
    }
  }
  return null;
}
