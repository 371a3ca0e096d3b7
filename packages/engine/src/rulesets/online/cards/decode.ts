// 破译: when intel reaches you, look at it. The same rule as the 2010 card; the seed's own words.
import type { CardFunction } from '../../../core/ruleset.ts';
import { decode as standardDecode } from '../../standard/cards/decode.ts';

export const decode: CardFunction = {
  ...standardDecode,
  text: {
    zh: '检视传递到自己的情报。只能在情报传递到你时使用。',
    en: 'Only when intel reaches you. Look at it secretly before you decide whether to take it.',
  },
};
