import { GraphError } from '../errors.js';

/**
 * Cloud API errors: the Graph shape with the code's title in `message` and the explanation in
 * `error_data.details`, which is what integrations are told to build on (with `code`).
 */
export function waError(code: number, title: string, details: string, status = 400): GraphError {
  return new GraphError({
    code,
    status,
    message: `(#${code}) ${title}`,
    data: { messaging_product: 'whatsapp', details },
  });
}

export const undeliverableDetails =
  'Message failed to send because the recipient is not a WhatsApp user, uses an old WhatsApp version, or blocked the business.';

export const reengagement = (): GraphError =>
  waError(
    131047,
    'Re-engagement message',
    'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  );

export const throughputReached = (): GraphError =>
  waError(130429, 'Rate limit hit', 'Cloud API message throughput has been reached.');

export const pairRateLimited = (): GraphError =>
  waError(
    131056,
    '(Business Account, Consumer Account) pair rate limit hit',
    'Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.',
  );

export const templateMissing = (name: string, language: string, why = 'does not exist in'): GraphError =>
  waError(
    132001,
    'Template name does not exist in the translation',
    `template name (${name}) ${why} ${language}`,
  );

export const parameterCountMismatch = (component: string, given: number, expected: number): GraphError =>
  waError(
    132000,
    'Number of parameters does not match the expected number of params',
    `${component}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
  );

export const parameterFormat = (details: string): GraphError =>
  waError(132012, 'Parameter format does not match format in the created template', details);

export const somethingWentWrong = (): GraphError =>
  waError(131000, 'Something went wrong', 'Message failed to send due to an unknown error.', 500);

/** `(#100) Invalid parameter` with the parameter named in the details, as the Cloud API answers. */
export const invalidWaParam = (details: string): GraphError => waError(100, 'Invalid parameter', details);
