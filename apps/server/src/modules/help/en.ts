import type { HelpTexts } from './texts.js';

/** The help panels in English; the words are docs/glossary.md's. */
export const en: HelpTexts = {
  content: {
    title: 'Content',
    intro:
      'Write, schedule and publish your game’s posts to every connected account, and follow what they became. Compose sends one post to several networks at once; each network keeps its own options and result.',
    terms: [
      { term: 'Compose', meaning: 'Write a post once and choose the accounts it goes to.' },
      {
        term: 'Draft',
        meaning: 'A post saved without sending it anywhere. Only drafts can be freely edited.',
      },
      {
        term: 'Schedule',
        meaning: 'Publish at a chosen time instead of now. A scheduled post can be stopped before that time.',
      },
      {
        term: 'Calendar',
        meaning: 'Every scheduled and published post by day, to see gaps and clashes between accounts.',
      },
      {
        term: 'Inbox',
        meaning: 'Comments, mentions and private messages your accounts receive, to read, tag and reply to.',
      },
    ],
    statuses: [
      { status: 'In approval', meaning: 'Waiting for its reviewers.' },
      { status: 'Scheduled', meaning: 'Approved, waiting for its time.' },
      { status: 'Published', meaning: 'Live on the network.' },
      { status: 'Publish failed', meaning: 'The network refused it; open the post to read why.' },
      {
        status: 'Publish unknown',
        meaning: 'The network did not answer; check the network before trying again.',
      },
    ],
    links: [
      { label: 'Compose a post', route: 'content.compose' },
      { label: 'Calendar', route: 'content.calendar' },
      { label: 'Inbox', route: 'content.feeds.list' },
    ],
  },
  review: {
    title: 'Review',
    intro:
      'Posts, comments, likes and messages that need a reviewer’s approval before they are published. Each account has its own review flow; a post goes through its levels in order.',
    terms: [
      { term: 'Reviewer', meaning: 'A member who approves or rejects at one level for one account.' },
      {
        term: 'Review level',
        meaning:
          'Level N goes through levels 1 to N in order; the post is approved when the last level approves.',
      },
    ],
    statuses: [
      { status: 'In approval', meaning: 'Waiting for a reviewer.' },
      { status: 'Approved', meaning: 'Every level said yes; it is published or scheduled.' },
      {
        status: 'Rejected',
        meaning: 'A reviewer said no and gave a reason; the author may change it and submit again.',
      },
      { status: 'Withdrawn', meaning: 'The author took the request back before it was decided.' },
    ],
    links: [
      { label: 'Posts to review', route: 'review.post.list' },
      { label: 'Review flows', route: 'config.review.flow' },
    ],
  },
  account: {
    title: 'Accounts',
    intro:
      'The social accounts of the current game: connect them once and every member allowed to use them can publish, reply and read reports through Herald.',
    terms: [
      { term: 'Account', meaning: 'One page, channel or profile on one network, connected to this game.' },
      {
        term: 'Network',
        meaning: 'Where the account lives: Facebook, Instagram, X, YouTube, TikTok and others.',
      },
      {
        term: 'Publishing group',
        meaning: 'When groups are switched on, an account is used only by members of the same group.',
      },
    ],
    statuses: [
      { status: 'Connected', meaning: 'Herald may act for the account.' },
      {
        status: 'Token expired',
        meaning: 'The network no longer accepts Herald’s key: reconnect the account.',
      },
      {
        status: 'Authorization expired',
        meaning: 'The network’s authorization ran out: reconnect the account.',
      },
      { status: 'Not connected', meaning: 'It was never connected, or it was removed.' },
    ],
    links: [
      { label: 'Accounts', route: 'account.list' },
      { label: 'Publishing groups', route: 'perm.groups' },
    ],
  },
  assign: {
    title: 'Tasks',
    intro:
      'Hand work to the team: a task asks members to publish or do something else by a deadline, and each receiver gets a to-do to complete.',
    terms: [
      { term: 'Task', meaning: 'A piece of work with a brief, its receivers and a deadline.' },
      {
        term: 'To-do',
        meaning:
          'One receiver’s part of a task. Pending: not done yet. Completed: done. Rejected: sent back.',
      },
      { term: 'Receiver', meaning: 'A member a task is given to.' },
      { term: 'Deadline', meaning: 'When the to-dos are due; open ones past it count as overdue.' },
      { term: 'Label', meaning: 'A word you attach to tasks and posts to group them in reports.' },
      { term: 'Task calendar', meaning: 'Tasks laid out on a timeline, to see who is busy when.' },
    ],
    statuses: [
      { status: 'Pending', meaning: 'The receiver has not done it yet.' },
      { status: 'Completed', meaning: 'The receiver has done it.' },
      { status: 'Rejected', meaning: 'Sent back to the receiver.' },
    ],
    links: [
      { label: 'My to-dos', route: 'assign.todo.list' },
      { label: 'Task calendar', route: 'assign.task.gantt' },
      { label: 'Labels', route: 'assign.label.config' },
    ],
  },
  report: {
    title: 'Reports',
    intro:
      'How your accounts and posts perform: followers, reach, engagement and sentiment over a period, compared with the period before. Figures come from the networks.',
    terms: [
      { term: 'Account report', meaning: 'Growth and engagement per account over the period.' },
      { term: 'Post report', meaning: 'Every post published in the period with its reach and engagement.' },
      { term: 'Tag', meaning: 'A tag report adds up the posts and messages carrying each tag.' },
      { term: 'Hashtag', meaning: 'A hashtag report shows how the posts using each hashtag did.' },
      { term: 'Creative', meaning: 'The media a post used; the creative report ranks them.' },
      { term: 'Export', meaning: 'Download the table you see as a spreadsheet.' },
    ],
    statuses: [],
    links: [
      { label: 'Account report', route: 'report.account' },
      { label: 'Post report', route: 'report.post' },
      { label: 'Sentiment report', route: 'report.sentiment' },
    ],
  },
  listen: {
    title: 'Listening',
    intro:
      'Follow what players say about your game anywhere on the networks, not only to your accounts: a topic collects every matching post so you can see volume, sentiment and spikes.',
    terms: [
      {
        term: 'Topic',
        meaning: 'What to listen for: keywords, hashtags and networks, with its own history.',
      },
      {
        term: 'Quota',
        meaning:
          'How much each network lets Herald search in its period. When a network’s quota is spent, its topics wait for the next period.',
      },
      { term: 'Sentiment', meaning: 'Whether a post reads as positive, neutral or negative.' },
      { term: 'Alert', meaning: 'A notice when a topic’s volume rises well above its usual level.' },
    ],
    statuses: [
      { status: 'Draft', meaning: 'Collects nothing yet; change it freely.' },
      { status: 'Active', meaning: 'Fetched around the clock.' },
      { status: 'Archived', meaning: 'Keeps its mentions and collects no more; restore it to listen again.' },
    ],
    links: [
      { label: 'Topics', route: 'listen.home' },
      { label: 'New topic', route: 'listen.new' },
    ],
  },
  material: {
    title: 'Materials',
    intro:
      'Images and videos for your posts. Submit a file, a reviewer checks its rights and quality, and once approved it is in the material library for everyone composing a post.',
    terms: [
      { term: 'Material', meaning: 'One file with its rights: where it may be used and until when.' },
      { term: 'Material library', meaning: 'Every approved material, by folder, ready to use in Compose.' },
    ],
    statuses: [
      { status: 'Pending review', meaning: 'Waiting for a reviewer.' },
      { status: 'Approved', meaning: 'In the material library, ready to use.' },
      { status: 'Rejected', meaning: 'Not usable; the reason says what to change.' },
    ],
    links: [
      { label: 'Submit', route: 'material.list' },
      { label: 'Material library', route: 'material.library' },
    ],
  },
  config: {
    title: 'Settings',
    intro:
      'How the game works in Herald: the tags and rules that sort the inbox, and who reviews what before it is published.',
    terms: [
      {
        term: 'Tag',
        meaning: 'A word put on inbox messages, by hand or by a smart rule, to sort and report on them.',
      },
      { term: 'Smart rule', meaning: 'Tags a new message automatically when it matches the rule’s words.' },
      { term: 'Sentiment rule', meaning: 'Words that mark a message positive or negative for this game.' },
      { term: 'Review level', meaning: 'How many approvals a post needs, one after another.' },
      { term: 'Review flow', meaning: 'The reviewers of each level for each account.' },
      { term: 'Review switch', meaning: 'Turns approval on or off per network and kind of content.' },
    ],
    statuses: [],
    links: [
      { label: 'Tags', route: 'config.tag' },
      { label: 'Smart rules', route: 'config.smart_rule' },
      { label: 'Review flows', route: 'config.review.flow' },
    ],
  },
  perm: {
    title: 'Permissions',
    intro: 'Who may do what in this game: add members, give them roles, and split accounts between groups.',
    terms: [
      { term: 'Member', meaning: 'A user who belongs to this game.' },
      { term: 'Role', meaning: 'A named set of permissions: which screens and actions a member may use.' },
      { term: 'Game admin', meaning: 'A member with every permission in this game, including this screen.' },
      {
        term: 'Publishing group',
        meaning:
          'Members and accounts that belong together; a member uses only the accounts of their groups.',
      },
    ],
    statuses: [],
    links: [
      { label: 'Users', route: 'perm.users' },
      { label: 'Roles', route: 'perm.roles' },
      { label: 'Publishing groups', route: 'perm.groups' },
    ],
  },
  system: {
    title: 'System',
    intro: 'For platform admins: the games Herald serves and the version log everyone sees.',
    terms: [
      {
        term: 'Game',
        meaning: 'A title with its own accounts, members and settings, run in one or more areas.',
      },
      { term: 'Area', meaning: 'A region a game runs in; switch it in the header.' },
      { term: 'Version log', meaning: 'What changed in each Herald release.' },
    ],
    statuses: [],
    links: [
      { label: 'Games', route: 'system.games' },
      { label: 'Version log', route: 'system.version' },
    ],
  },
  app: {
    title: 'Mobile publishing',
    intro:
      'Some accounts publish only from the network’s phone app. Herald sends such posts here and to your phone: open one, share it to the app, and Herald finds the published post on the account by itself.',
    terms: [
      { term: 'Posts to share', meaning: 'The posts waiting for someone to share them from a phone.' },
      {
        term: 'Notification',
        meaning:
          'Your phone is told when a post arrives, once you allow Herald’s notifications in its browser.',
      },
    ],
    statuses: [
      { status: 'Sent to mobile', meaning: 'The post waits for someone to share it from a phone.' },
      { status: 'Published', meaning: 'Herald found the shared post on the account.' },
    ],
    links: [{ label: 'Posts to share', route: 'app.post.list' }],
  },
};
