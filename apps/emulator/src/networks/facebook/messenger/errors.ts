import { GraphError, invalidParam, permissionError } from '../errors.js';

const POLICY_URL = 'https://developers.facebook.com/docs/messenger-platform/policy/policy-overview';

/** A send after the person's messaging window closed (24 hours; 7 days with the HUMAN_AGENT tag). */
export const outsideWindow = (): GraphError =>
  new GraphError({
    code: 10,
    subcode: 2018278,
    message: `(#10) This message is sent outside of allowed window. Learn more about the new policy here: ${POLICY_URL}`,
  });

/** A recipient who never wrote to the Page (or its Instagram account). */
export const noMatchingUser = (): GraphError => invalidParam('No matching user found', 2018001);

/** Inboxes answer only the Page's own token. */
export const pageTokenRequired = (): GraphError =>
  new GraphError({ code: 210, message: '(#210) A page access token is required to request this resource.' });

/** The Send API's answer to a Page token without the platform's messaging permission. */
export const cannotManage = (scope: string): GraphError =>
  permissionError(`Requires ${scope} permission to manage the object`, 230);
