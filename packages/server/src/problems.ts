// A refusal with its reason: the English message for logs and scripts, the reason and its params
// for a client to say it in the page's language (protocol.ts, PROBLEM_REASONS).
import type { Problem, ProblemParams, ProblemReason } from './protocol.ts';

export function problem(reason: ProblemReason, message: string, params?: ProblemParams): Problem {
  return params ? { reason, message, params } : { reason, message };
}
