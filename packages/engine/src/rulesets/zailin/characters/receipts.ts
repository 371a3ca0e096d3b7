// 成功接收 (风声再临) as the 获得情报 point reports it: shared by the skills that answer a receipt.
import type { TriggerPayload } from '../../../core/skills.ts';

const RECEIPTS: readonly string[] = ['accepted', 'forced', 'received'];

/**
 * 成功接收真情报: a true intel (red, blue or two-colour) became the player's through the passing
 * (accepted, forced) or by a skill's 成功接收 (received); not dealt, placed or exchanged.
 */
export function trueReceipt(ev: TriggerPayload): boolean {
  return ev.colour !== 'black' && RECEIPTS.includes(ev.how as string);
}

/** 收到假情报: a grey intel became the player's by a receipt (not dealt, placed or exchanged). */
export function falseReceipt(ev: TriggerPayload): boolean {
  return ev.colour === 'black' && RECEIPTS.includes(ev.how as string);
}
