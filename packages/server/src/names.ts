// Player names as others will see them: normalised, and refused when they would render as nothing
// or as someone else (reordered by bidi controls, hidden by zero-width or control characters).
import { MAX_NAME_LENGTH } from './protocol.ts';

/** Reorder the text around them: `\u202Eevil\u202C Bot 2` shows as "live Bot 2". */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const CONTROL = /\p{Cc}/u;
/** Half of a UTF-16 pair alone: not a character at all. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Unassigned and private-use code points: shown as nothing, or as whatever a font puts there. */
const UNASSIGNED = /[\p{Cn}\p{Co}]/u;
/**
 * Invisible characters a name may not carry: every default-ignorable one but those that emoji
 * need (zero-width joiner, variation selectors, tag characters of flags).
 */
const HIDDEN = /(?!\u200D|[\uFE00-\uFE0F]|[\u{E0020}-\u{E007F}])\p{Default_Ignorable_Code_Point}/u;
/** What draws no glyph of its own. */
const INVISIBLE = /[\p{White_Space}\p{M}\p{Default_Ignorable_Code_Point}]/gu;
/** The names the server gives bot seats. */
const BOT_NAME = /^bot\s*\d+$/iu;

export type NameCheck = { ok: true; name: string } | { ok: false; error: string };

export function normaliseName(raw: string): NameCheck {
  if (LONE_SURROGATE.test(raw))
    return { ok: false, error: 'a name cannot have broken characters (lone surrogates)' };
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (CONTROL.test(name)) return { ok: false, error: 'a name cannot have control characters' };
  if (BIDI.test(name))
    return {
      ok: false,
      error: 'a name cannot have direction controls (they make it read as something else)',
    };
  if (HIDDEN.test(name)) return { ok: false, error: 'a name cannot have invisible characters' };
  if (UNASSIGNED.test(name))
    return { ok: false, error: 'a name cannot have unassigned or private-use characters' };
  if (name.replace(INVISIBLE, '') === '') return { ok: false, error: 'a name must have something to show' };
  if ([...name].length > MAX_NAME_LENGTH)
    return { ok: false, error: `a name has at most ${MAX_NAME_LENGTH} characters` };
  if (BOT_NAME.test(name)) return { ok: false, error: 'that name is a bot seat’s: choose another' };
  return { ok: true, name };
}
