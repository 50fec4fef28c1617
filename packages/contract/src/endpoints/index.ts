import type { Endpoint } from '../endpoint.js';
import { accountEndpoints, oauthEndpoints } from './account.js';
import { appEndpoints } from './app.js';
import {
  assignBriefEndpoints,
  assignLabelEndpoints,
  assignTaskEndpoints,
  assignTemplateEndpoints,
  assignTodoEndpoints,
} from './assign.js';
import { authEndpoints } from './auth.js';
import { baseEndpoints } from './base.js';
import { configEndpoints, sentimentRuleEndpoints, smartRuleEndpoints, tagEndpoints } from './config.js';
import { commentEndpoints, likeEndpoints, messageEndpoints } from './engagement.js';
import { feedsEndpoints } from './feeds.js';
import { helpEndpoints } from './help.js';
import {
  listenInsightEndpoints,
  listenPatchEndpoints,
  listenQuotaEndpoints,
  listenTopicEndpoints,
} from './listen.js';
import { materialEndpoints, materialFolderEndpoints, materialLinkEndpoints } from './material.js';
import { permEndpoints } from './perm.js';
import { postEndpoints } from './post.js';
import { reportEndpoints } from './report.js';
import { notifyEndpoints, reviewConfigEndpoints, reviewEndpoints, reviewLinkEndpoints } from './review.js';

export type { GroupEndpoints } from './perm.js';

import { gameEndpoints, versionEndpoints } from './system.js';
import { thirdEndpoints } from './third.js';
import { uploadEndpoints } from './upload.js';

export {
  accountEndpoints,
  appEndpoints,
  assignBriefEndpoints,
  assignLabelEndpoints,
  assignTaskEndpoints,
  assignTemplateEndpoints,
  assignTodoEndpoints,
  authEndpoints,
  baseEndpoints,
  commentEndpoints,
  configEndpoints,
  feedsEndpoints,
  gameEndpoints,
  helpEndpoints,
  likeEndpoints,
  listenInsightEndpoints,
  listenPatchEndpoints,
  listenQuotaEndpoints,
  listenTopicEndpoints,
  materialEndpoints,
  materialFolderEndpoints,
  materialLinkEndpoints,
  messageEndpoints,
  notifyEndpoints,
  oauthEndpoints,
  permEndpoints,
  postEndpoints,
  reportEndpoints,
  reviewConfigEndpoints,
  reviewEndpoints,
  reviewLinkEndpoints,
  sentimentRuleEndpoints,
  smartRuleEndpoints,
  tagEndpoints,
  versionEndpoints,
};

/** Every endpoint by feature; a new feature adds its group here and is served, guarded and tested. */
export const api = {
  auth: authEndpoints,
  base: baseEndpoints,
  perm: permEndpoints,
  game: gameEndpoints,
  version: versionEndpoints,
  account: accountEndpoints,
  oauth: oauthEndpoints,
  third: thirdEndpoints,
  config: configEndpoints,
  tag: tagEndpoints,
  sentimentRule: sentimentRuleEndpoints,
  smartRule: smartRuleEndpoints,
  feeds: feedsEndpoints,
  upload: uploadEndpoints,
  post: postEndpoints,
  comment: commentEndpoints,
  like: likeEndpoints,
  message: messageEndpoints,
  reviewConfig: reviewConfigEndpoints,
  review: reviewEndpoints,
  reviewLink: reviewLinkEndpoints,
  notify: notifyEndpoints,
  help: helpEndpoints,
  app: appEndpoints,
  report: reportEndpoints,
  assignLabel: assignLabelEndpoints,
  assignTask: assignTaskEndpoints,
  assignTemplate: assignTemplateEndpoints,
  assignTodo: assignTodoEndpoints,
  assignBrief: assignBriefEndpoints,
  material: materialEndpoints,
  materialFolder: materialFolderEndpoints,
  materialLink: materialLinkEndpoints,
  listenTopic: listenTopicEndpoints,
  listenQuota: listenQuotaEndpoints,
  listenInsight: listenInsightEndpoints,
  listenPatch: listenPatchEndpoints,
} as const;

export const allEndpoints: readonly Endpoint[] = Object.values(api).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
