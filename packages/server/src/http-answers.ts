// One shape for every HTTP refusal: English words for logs and scripts, and a reason (with its
// params) for a client to say it in the page's language (protocol.ts, PROBLEM_REASONS).
import type { Response } from 'express';
import { problem } from './problems.ts';
import type { HttpErrorBody, Problem, ProblemReason } from './protocol.ts';

/** The reason a bare message gets from its status. */
function reasonOfStatus(status: number): ProblemReason {
  if (status === 401) return 'bad-token';
  if (status === 404) return 'not-found';
  if (status === 413) return 'too-large';
  if (status === 429) return 'too-many-requests';
  return status >= 500 ? 'server-error' : 'bad-request';
}

/** An error answer: English words, and a reason (with its params) for a client's own words. */
export function bad(res: Response, status: number, error: string | Problem): void {
  const p = typeof error === 'string' ? problem(reasonOfStatus(status), error) : error;
  const body: HttpErrorBody = { error: p.message, reason: p.reason, params: p.params };
  res.status(status).json(body);
}
