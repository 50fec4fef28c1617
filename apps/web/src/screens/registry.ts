import { lazy } from 'react';
import { DetailScreen } from './detail.js';
import type { Screen } from './types.js';

/**
 * Screens built so far, each a lazy chunk (content.detail loads the body its page and type name). A
 * route whose screen is not listed here renders the plain "not available yet" page: the console
 * never shows invented data.
 */
export const screens: Readonly<Record<string, Screen>> = {
  home: lazy(() => import('../features/home/HomePage.js')),
  'middle.oauth': lazy(() => import('../features/oauth/OAuthMiddle.js')),
  policy: lazy(() => import('../features/policy/PolicyPage.js')),
  error: lazy(() => import('../features/errors/ErrorPage.js')),
  'account.list': lazy(() => import('../features/account/AccountsPage.js')),
  'assign.task.list': lazy(() => import('../features/assign/task-list/TaskListPage.js')),
  'assign.task.gantt': lazy(() => import('../features/assign/gantt/GanttPage.js')),
  'assign.task.detail': lazy(() => import('../features/assign/task-detail/TaskDetailPage.js')),
  'assign.todo.list': lazy(() => import('../features/assign/todo-list/TodoListPage.js')),
  'assign.todo.detail': lazy(() => import('../features/assign/todo-detail/TodoDetailPage.js')),
  'assign.todo.link': lazy(() => import('../features/assign/todo-link/TodoLinkPage.js')),
  'assign.label.config': lazy(() => import('../features/assign/labels/LabelConfigPage.js')),
  'content.list': lazy(() => import('../features/content/list/ListPage.js')),
  'content.draft.list': lazy(() => import('../features/content/list/DraftsPage.js')),
  'content.detail': DetailScreen,
  'content.calendar': lazy(() => import('../features/content/calendar/CalendarPage.js')),
  'content.compose': lazy(() => import('../features/compose/ComposePage.js')),
  'content.feeds.list': lazy(() => import('../features/feeds/FeedsListPage.js')),
  'content.feeds.detail': lazy(() => import('../features/feeds/FeedDetailPage.js')),
  'content.message.thread': lazy(() => import('../features/engagement/MessageThreadsPage.js')),
  'review.list': lazy(() => import('../features/review/ReviewListPage.js')),
  'review.decide': lazy(() => import('../features/review/DecidePage.js')),
  'assign.report.label': lazy(() => import('../features/assign/reports/LabelReportPage.js')),
  'assign.report.post': lazy(() => import('../features/assign/reports/AssignPostReportPage.js')),
  'assign.report.sentiment': lazy(() => import('../features/assign/reports/TaskSentimentPage.js')),
  'assign.report.complete': lazy(() => import('../features/assign/reports/CompletionReportPage.js')),
  'report.account': lazy(() => import('../features/reports/screens/AccountReportPage.js')),
  'report.post': lazy(() => import('../features/reports/screens/PostReportPage.js')),
  'report.tag': lazy(() => import('../features/reports/screens/TagReportPage.js')),
  'report.hashtag': lazy(() => import('../features/reports/screens/HashtagReportPage.js')),
  'report.creative': lazy(() => import('../features/reports/screens/CreativeReportPage.js')),
  'report.sentiment': lazy(() => import('../features/reports/screens/SentimentReportPage.js')),
  'perm.roles': lazy(() => import('../features/perm/RolesPage.js')),
  'perm.users': lazy(() => import('../features/perm/UsersPage.js')),
  'perm.groups': lazy(() => import('../features/perm/GroupsPage.js')),
  'config.tag': lazy(() => import('../features/inbox-config/TagsPage.js')),
  'config.smart_rule': lazy(() => import('../features/inbox-config/SmartRulesPage.js')),
  'config.group': lazy(() => import('../features/perm/GroupsPage.js')),
  'config.senti': lazy(() => import('../features/sentiment/SentimentRulesPage.js')),
  'config.review.level': lazy(() => import('../features/review-config/LevelsPage.js')),
  'config.review.flow': lazy(() => import('../features/review-config/FlowsPage.js')),
  'config.review.switch': lazy(() => import('../features/review-config/SwitchesPage.js')),
  'system.games': lazy(() => import('../features/system/GamesPage.js')),
  'system.version': lazy(() => import('../features/system/VersionPage.js')),
  'app.post.list': lazy(() => import('../features/app-post/PostListPage.js')),
  'app.post.detail': lazy(() => import('../features/app-post/PostDetailPage.js')),
};
