import { bool, int, str } from '../../core/params.js';
import { requireManage, WALL, wallOwner } from './access.js';
import { accessDenied, invalidParam } from './errors.js';
import type { MethodDef, VkCall } from './routing.js';
import { objectId } from './state.js';
import { key, type VkPoll } from './types.js';
import { pollJson } from './views.js';

const MAX_ANSWERS = 10;
const MAX_TEXT = 255;

/** `add_answers` is a JSON array of 1–10 non-empty strings. */
function answers(raw: string | undefined): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw invalidParam('add_answers must be a JSON array');
  }
  if (!Array.isArray(parsed) || parsed.length < 1 || parsed.length > MAX_ANSWERS)
    throw invalidParam('add_answers must hold 1 to 10 answers');
  return parsed.map((answer) => {
    if (typeof answer !== 'string' || !answer.trim() || answer.length > MAX_TEXT)
      throw invalidParam('add_answers holds an invalid answer');
    return answer;
  });
}

/** polls.create for a community wall (owner_id=-group_id) or the user's own. */
function create(call: VkCall) {
  const { state, params, caller, now } = call;
  const ownerId = int(params, 'owner_id') ?? caller.user.id;
  if (ownerId < 0) requireManage(caller, wallOwner(state, params), WALL, () => accessDenied());
  else if (ownerId !== caller.user.id) throw accessDenied();
  const question = str(params, 'question') ?? '';
  if (!question.trim() || question.length > MAX_TEXT) throw invalidParam('question is undefined or invalid');
  const texts = answers(str(params, 'add_answers'));
  const end = int(params, 'end_date');
  if (end !== undefined && (Number.isNaN(end) || end * 1000 <= now))
    throw invalidParam('end_date must be in the future');
  const poll: VkPoll = {
    ownerId,
    id: objectId(state, state.polls, ownerId, 700_000_000),
    question,
    answers: texts.map((text, index) => ({ id: index + 1, text })),
    anonymous: bool(params, 'is_anonymous') === true,
    multiple: bool(params, 'is_multiple') === true,
    endDate: end ? end * 1000 : 0,
    created: now,
    authorId: caller.user.id,
  };
  state.polls.set(key(ownerId, poll.id), poll);
  return pollJson(poll);
}

export const POLL_METHODS: readonly MethodDef[] = [{ name: 'polls.create', userAuth: true, handler: create }];
