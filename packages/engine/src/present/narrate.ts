// Plain words for one event exactly as `eventsFor` gave it to a viewer. The narrator sees only the
// redacted event, so it cannot say more than the viewer may know: a card whose face is null is
// told as a face-down card, never by its function.
import type { Text } from '@fengsheng/game';
import {
  DECLARE_HOWS,
  LOSE_WHYS,
  anyLexicon,
  lexiconFirst,
  named,
  seatName,
  t,
  type Lexicon,
} from './names.ts';
import {
  campOf,
  cardsText,
  narrateGameOver,
  narrateReceive,
  narrateSend,
  narrateUse,
  plural,
  seen,
  type Ev,
} from './narrate-parts.ts';

const S = seatName;

/**
 * The event in the words of its game's edition when `rulesetId` is given (风声再临 calls a false
 * intel 灰, the 2010 edition 黑), else in the first registered edition's.
 */
export function narrate(event: unknown, rulesetId?: string): Text {
  const e = event as Ev;
  const lx = rulesetId === undefined ? anyLexicon() : lexiconFirst(rulesetId);
  const text = narrateEvent(lx, e);
  return text ?? t(`（${String(e?.type)}）`, `(${String(e?.type)})`);
}

function narrateEvent(lx: Lexicon, e: Ev): Text | null {
  const s = S(e.seat ?? -1);
  switch (e.type) {
    case 'gameStart':
      return t(
        `游戏开始：${e.players} 名玩家，${S(e.first!).zh} 先行动`,
        `The game begins: ${e.players} players, ${S(e.first!).en} goes first`,
      );
    case 'turnStart':
      return t(`第 ${e.turn} 回合：${s.zh} 的回合`, `Turn ${e.turn}: ${s.en}'s turn`);
    case 'draw': {
      if (e.cards) {
        const c = cardsText(lx, e.cards);
        return t(
          `${s.zh} 抽了 ${e.cards.length} 张牌：${c.zh}`,
          `${s.en} draws ${plural(e.cards.length, 'card', 'cards')}: ${c.en}`,
        );
      }
      return t(`${s.zh} 抽了 ${e.count} 张牌`, `${s.en} draws ${plural(e.count ?? 0, 'card', 'cards')}`);
    }
    case 'reshuffle':
      return t(
        `弃牌堆的 ${e.count} 张牌洗入牌库`,
        `The discard pile (${plural(e.count ?? 0, 'card', 'cards')}) is shuffled into the deck`,
      );
    case 'pass':
      return t(`${s.zh} 过`, `${s.en} passes`);
    case 'use':
      return narrateUse(lx, e);
    case 'resolve': {
      const f = lx.fn(e.fn!);
      return e.countered
        ? t(`【${f.zh}】被抵消，没有效果`, `${f.en} is countered and has no effect`)
        : t(`【${f.zh}】生效`, `${f.en} takes effect`);
    }
    case 'fizzle': {
      const f = lx.fn(e.fn!);
      // The reason is written for developers, in English only.
      return t(`【${f.zh}】失去目标，没有效果`, `${f.en} has no effect${e.why ? ` (${e.why})` : ''}`);
    }
    case 'countered':
      // The event names frames only; the `resolve` that follows names the card.
      return t('被响应的牌将被抵消', 'The card responded to will be countered');
    case 'locked':
      return t(
        `${s.zh} 必须接收本回合的情报（${S(e.by!).zh}）`,
        `${s.en} must take this turn's intel (by ${S(e.by!).en})`,
      );
    case 'lured':
      return t(
        `${s.zh} 本回合不参与情报传递（${S(e.by!).zh}）`,
        `${s.en} is left out of this turn's passing (by ${S(e.by!).en})`,
      );
    case 'send':
      return narrateSend(lx, e);
    case 'transmit':
      return t(`情报从 ${S(e.from!).zh} 传出`, `The intel moves on from ${S(e.from!).en}`);
    case 'arrive':
      return t(`情报到达 ${s.zh}`, `The intel reaches ${s.en}`);
    case 'sendDeclared':
      return t(`${s.zh} 宣言传出情报`, `${s.en} declares that intel will be sent`);
    case 'receiving':
      return t(`${s.zh} 选择接收情报`, `${s.en} chooses to receive the intel`);
    case 'redirected':
      return t(
        `${S(e.by!).zh} 将情报传至 ${S(e.recipient!).zh}${e.mustTake ? '（不能拒收）' : ''}`,
        `${S(e.by!).en} sends the intel to ${S(e.recipient!).en}${e.mustTake ? ' (who may not refuse it)' : ''}`,
      );
    case 'bounced':
      return t(`情报在 ${s.zh} 处调转方向`, `The intel turns back at ${s.en}`);
    case 'peek': {
      const c = seen(lx, e.card) ?? t('一张牌', 'a card');
      return t(`${s.zh} 看到了 ${c.zh}`, `${s.en} sees ${c.en}`);
    }
    case 'refuse':
      return t(`${s.zh} 不接收情报`, `${s.en} refuses the intel`);
    case 'receive':
      return narrateReceive(lx, e);
    case 'burn': {
      const c = seen(lx, e.card) ?? t('', 'a card');
      return t(`${S(e.by!).zh} 烧毁了 ${s.zh} 的情报${c.zh}`, `${S(e.by!).en} burns ${s.en}'s intel ${c.en}`);
    }
    case 'discarded': {
      const c = seen(lx, e.card) ?? t('一张牌', 'a card');
      return t(`${s.zh} 弃置了 ${c.zh}`, `${s.en} discards ${c.en}`);
    }
    case 'probeSeen': {
      const c = seen(lx, e.card) ?? t('牌', 'card');
      return t(
        `${S(e.target as number).zh} 看到了 ${S(e.user!).zh} 的${c.zh}`,
        `${S(e.target as number).en} sees ${S(e.user!).en}'s ${c.en}`,
      );
    }
    case 'probeAnswer': {
      const a =
        e.answer === 'draw2' || e.answer === 'discard1'
          ? lx.probeEffect(e.answer)
          : lx.choiceValue(e.answer!);
      return t(`${s.zh} 回答：${a.zh}`, `${s.en} answers: ${a.en}`);
    }
    case 'named': {
      const v = lx.choiceValue(e.value!);
      return t(`${s.zh} 宣言：${v.zh}`, `${s.en} names: ${v.en}`);
    }
    case 'scrambleDeal':
      return t(
        `牌库顶的 ${e.count} 张牌面朝下摆出，从 ${S(e.user!).zh} 起每人随机拿一张作为情报`,
        `${plural(e.count ?? 0, 'card', 'cards')} from the deck are laid face down; from ${S(e.user!).en} on, each player takes one at random as intel`,
      );
    case 'death': {
      const k = e.killer !== undefined && e.killer >= 0 && e.killer !== e.seat ? S(e.killer) : null;
      const c = campOf(lx, e.camp);
      return t(
        `${s.zh} 死亡${k ? `，被 ${k.zh} 亲手杀死` : ''}${c ? `，身份是${c.zh}` : ''}`,
        `${s.en} dies${k ? `, killed by ${k.en}` : ''}${c ? `; they were ${c.en}` : ''}`,
      );
    }
    case 'lose': {
      const why = named(LOSE_WHYS, e.why!);
      const c = campOf(lx, e.camp);
      return t(
        `${s.zh} 输掉了游戏（${why.zh}）${c ? `，身份是${c.zh}` : ''}`,
        `${s.en} loses the game (${why.en})${c ? `; they were ${c.en}` : ''}`,
      );
    }
    case 'dying':
      return t(`${s.zh} 濒临死亡`, `${s.en} is dying`);
    case 'saved':
      return t(`${S(e.by!).zh} 救下了 ${s.zh}`, `${S(e.by!).en} saves ${s.en}`);
    case 'declare': {
      const how = named(DECLARE_HOWS, e.how!);
      return t(`${s.zh} 宣告胜利（${how.zh}）`, `${s.en} declares victory (${how.en})`);
    }
    case 'declareFailed':
      return t(
        `${s.zh} 的宣告胜利失败，${S(e.by!).zh} 取而代之`,
        `${s.en}'s declaration fails; ${S(e.by!).en} wins instead`,
      );
    case 'cardsToDiscard': {
      const cards = e.cards ?? [];
      const c = cardsText(lx, cards);
      return t(
        `${s.zh} 的 ${cards.length} 张牌进入弃牌堆：${c.zh}`,
        `${plural(cards.length, 'card', 'cards')} of ${s.en} ${cards.length === 1 ? 'goes' : 'go'} to the discard pile: ${c.en}`,
      );
    }
    case 'gameOver':
      return narrateGameOver(lx, e.result!);
    case 'characterFlip': {
      const ch = lx.character(e.character!);
      return e.up
        ? t(`${s.zh} 翻开角色【${ch.zh}】`, `${s.en} turns up their character ${ch.en}`)
        : t(`${s.zh} 盖伏角色【${ch.zh}】`, `${s.en} turns their character ${ch.en} face down`);
    }
    case 'give': {
      const c = seen(lx, e.card) ?? t('一张手牌', 'a hand card');
      const r = S(e.recipient!);
      return t(`${s.zh} 将${c.zh}交给 ${r.zh}`, `${s.en} gives ${c.en} to ${r.en}`);
    }
    case 'take': {
      const c = seen(lx, e.card) ?? t('一张牌', 'a card');
      const v = S(e.victim!);
      return t(`${s.zh} 从 ${v.zh} 那里拿走了${c.zh}`, `${s.en} takes ${c.en} from ${v.en}`);
    }
    case 'usedCardTaken': {
      const c = seen(lx, e.card) ?? t('一张牌', 'a card');
      return t(`${s.zh} 将使用中的${c.zh}收入手牌`, `${s.en} takes ${c.en}, still in use, into their hand`);
    }
    case 'toDeckTop': {
      const c = seen(lx, e.card) ?? t('一张手牌', 'a hand card');
      return t(`${s.zh} 将${c.zh}放回牌库顶`, `${s.en} puts ${c.en} on top of the deck`);
    }
    case 'intelReturned': {
      const c = seen(lx, e.card) ?? t('', 'the intel');
      return t(
        `直达情报${c.zh}的目标已出局，返回 ${s.zh} 的手牌`,
        `The direct target is out: ${c.en} goes back to ${s.en}'s hand`,
      );
    }
    case 'intelToDeckTop': {
      const c = seen(lx, e.card) ?? t('', 'a card');
      return t(
        `${S(e.by!).zh} 将 ${s.zh} 的情报${c.zh}放回牌库顶`,
        `${S(e.by!).en} puts ${s.en}'s intel ${c.en} on top of the deck`,
      );
    }
    case 'intelToHand': {
      const c = seen(lx, e.card) ?? t('', 'a card');
      const r = S(e.recipient!);
      return t(
        `${s.zh} 的情报${c.zh}被收入 ${r.zh} 的手牌`,
        `${s.en}'s intel ${c.en} goes to ${r.en}'s hand`,
      );
    }
    case 'intelSwapped': {
      const c = seen(lx, e.card) ?? t('', 'a card');
      const r = seen(lx, e.replacement) ?? t('另一张牌', 'another card');
      return t(
        `${S(e.by!).zh} 将 ${s.zh} 的情报${c.zh}换成了${r.zh}`,
        `${S(e.by!).en} swaps ${s.en}'s intel ${c.en} for ${r.en}`,
      );
    }
    case 'deckTopShown': {
      const c = seen(lx, e.card) ?? t('一张牌', 'a card');
      return t(
        `${S(e.by!).zh} 展示牌库顶的牌：${c.zh}`,
        `${S(e.by!).en} shows the top card of the deck: ${c.en}`,
      );
    }
    case 'transitSwapped': {
      const c = seen(lx, e.card);
      const r = seen(lx, e.replacement);
      return c && r
        ? t(
            `${s.zh} 将传递中的情报${c.zh}与牌库顶的${r.zh}交换`,
            `${s.en} swaps the intel in transit, ${c.en}, for the top card of the deck, ${r.en}`,
          )
        : t(
            `${s.zh} 将传递中的情报与牌库顶的牌交换`,
            `${s.en} swaps the intel in transit for the top card of the deck`,
          );
    }
    case 'intelTurnedUp': {
      const c = seen(lx, e.card) ?? t('', 'a card');
      return t(
        `${S(e.by!).zh} 翻开了传递中的情报：${c.zh}`,
        `${S(e.by!).en} turns the intel in transit face up: ${c.en}`,
      );
    }
    case 'fromDiscard': {
      const c = seen(lx, e.card) ?? t('一张牌', 'a card');
      return t(
        `${s.zh} 从 ${S(e.from!).zh} 所弃的牌中将${c.zh}加入手牌`,
        `${s.en} takes ${c.en}, discarded by ${S(e.from!).en}, into their hand`,
      );
    }
    case 'identityGuessed': {
      const c = campOf(lx, e.guess) ?? t('？', '?');
      const who = S(e.target as number);
      return t(`${s.zh} 宣言 ${who.zh} 的身份：${c.zh}`, `${s.en} says ${who.en}'s identity is ${c.en}`);
    }
    case 'identitySwapped':
      return t(
        `${s.zh} 与 ${S(e.with!).zh} 交换了身份牌`,
        `${s.en} and ${S(e.with!).en} swap identity cards`,
      );
    case 'identityShown': {
      const c = campOf(lx, e.camp) ?? t('？', '?');
      const r = S(e.recipient!);
      return t(`${r.zh} 看到了 ${s.zh} 的身份：${c.zh}`, `${r.en} sees ${s.en}'s identity: ${c.en}`);
    }
    case 'identityRevealed': {
      const c = campOf(lx, e.camp) ?? t('？', '?');
      return t(`${s.zh} 翻开身份牌：${c.zh}`, `${s.en} reveals their identity: ${c.en}`);
    }
    case 'skill': {
      const k = lx.skill(e.skill!);
      return t(`${s.zh} 发动【${k.zh}】`, `${s.en} uses ${k.en}`);
    }
    case 'charactersDealt': {
      const offer = (e.offer ?? []).map((id) => lx.character(id));
      return t(
        `${s.zh} 获得角色牌：${offer.map((o) => `【${o.zh}】`).join('、')}`,
        `${s.en} is offered ${offer.map((o) => o.en).join(' and ')}`,
      );
    }
    case 'characterChosen': {
      const ch = lx.character(e.character!);
      return t(
        `${s.zh} 选择了角色【${ch.zh}】${e.up ? '' : '（盖伏）'}`,
        `${s.en} chooses ${ch.en}${e.up ? '' : ' (face down)'}`,
      );
    }
    case 'extraMission': {
      const ch = lx.character(e.character!);
      return t(
        `${s.zh} 将角色牌【${ch.zh}】盖置于身份牌底，其机密任务为额外胜利条件`,
        `${s.en} lays ${ch.en} under their identity card: its mission is an extra way to win`,
      );
    }
    default: {
      // Every event type is narrated: a new one fails to compile here until it is.
      const unknown: never = e.type;
      return unknown;
    }
  }
}
