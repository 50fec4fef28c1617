import type { Section } from '@herald/contract';

/** The console menu: each section and the route names it lists, in order. Titles come from i18n. */
export const navigation: readonly { section: Section; items: readonly string[] }[] = [
  {
    section: 'content',
    items: [
      'content.compose',
      'content.calendar',
      'content.post.list',
      'content.draft.list',
      'content.feeds.list',
      'content.comment.list',
      'content.like.list',
      'content.message.list',
    ],
  },
  {
    section: 'review',
    items: ['review.post.list', 'review.comment.list', 'review.like.list', 'review.message.list'],
  },
  { section: 'account', items: ['account.list'] },
  {
    section: 'assign',
    items: [
      'assign.task.list',
      'assign.task.gantt',
      'assign.todo.list',
      'assign.label.config',
      'assign.report.label',
      'assign.report.task.complete',
    ],
  },
  {
    section: 'report',
    items: [
      'report.account',
      'report.post',
      'report.main_post',
      'report.tag',
      'report.hashtag',
      'report.creative',
      'report.sentiment',
    ],
  },
  { section: 'listen', items: ['listen.home', 'listen.new'] },
  { section: 'material', items: ['material.list', 'material.review', 'material.library'] },
  {
    section: 'config',
    items: [
      'config.tag',
      'config.senti',
      'config.smart_rule',
      'config.group',
      'config.review.level',
      'config.review.flow',
      'config.review.switch',
    ],
  },
  { section: 'perm', items: ['perm.users', 'perm.roles', 'perm.groups'] },
  { section: 'system', items: ['system.games', 'system.version'] },
  { section: 'app', items: ['app.post.list'] },
];
