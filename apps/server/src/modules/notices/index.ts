/**
 * Notices: what Herald tells its users. In-console notices (the bell), the e-mail transport and the
 * wording helpers mails share. Features decide when to tell whom; this module only delivers, so any
 * feature may use it and it uses none.
 */
export { createMailer, type Mailer, type MailMessage } from './mail.js';
export { escapeHtml, localeOf, noticeMessage } from './mail-text.js';
export { membersByEmail, type Notice, notifyByEmail, notifyUsers } from './notify.js';
export { noticeRoutes } from './routes.js';
export {
  consoleLink,
  featureTeller,
  type NoticeDelivery,
  type NoticeMailSpec,
  noticeForMail,
  noticeMailPayload,
  type Telling as NoticeTelling,
  tellUsers,
} from './tell.js';
