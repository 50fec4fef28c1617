import type { HelpTexts } from './texts.js';

/** 简体中文的帮助面板；用词以 docs/glossary.md 为准。 */
export const zhCN: HelpTexts = {
  content: {
    title: '内容',
    intro:
      '撰写、定时并发布游戏的帖子到所有已连接的账号，并跟进每条帖子的结果。撰写一次即可同时发往多个平台；每个平台保留各自的选项和发布结果。',
    terms: [
      { term: '撰写', meaning: '写一次帖子，并选择要发往的账号。' },
      { term: '草稿', meaning: '已保存但尚未发出的帖子。只有草稿可以随意修改。' },
      { term: '定时', meaning: '在选定的时间发布，而不是立即发布。到时间之前可以停止定时发布的帖子。' },
      { term: '发布日历', meaning: '按天查看所有定时发布和已发布的帖子，便于发现空档和账号之间的冲突。' },
      { term: '收件箱', meaning: '账号收到的评论、提及和私信，可在此阅读、打标签和回复。' },
    ],
    statuses: [
      { status: '审批中', meaning: '等待审核人处理。' },
      { status: '定时发布', meaning: '已通过，等待发布时间。' },
      { status: '已发布', meaning: '已在平台上线。' },
      { status: '发布失败', meaning: '平台拒绝了帖子；打开帖子查看原因。' },
      { status: '发布结果未知', meaning: '平台没有回应；请先到平台上确认，再决定是否重试。' },
    ],
    links: [
      { label: '撰写帖子', route: 'content.compose' },
      { label: '发布日历', route: 'content.calendar' },
      { label: '收件箱', route: 'content.feeds.list' },
    ],
  },
  review: {
    title: '审核',
    intro: '需要审核人批准后才能发布的帖子、评论、点赞和私信。每个账号有自己的审核流程，帖子按级别依次审批。',
    terms: [
      { term: '审核人', meaning: '在某个账号的某一级负责通过或驳回的成员。' },
      { term: '审核级别', meaning: '第 N 级会依次经过第 1 至第 N 级审批；最后一级通过后，帖子即通过。' },
    ],
    statuses: [
      { status: '审批中', meaning: '等待审核人处理。' },
      { status: '已通过', meaning: '各级都已同意；帖子会发布或按定时发布。' },
      { status: '已驳回', meaning: '审核人不同意并写明了原因；作者修改后可再次提交。' },
      { status: '已撤回', meaning: '作者在审批结束前收回了申请。' },
    ],
    links: [
      { label: '待审帖子', route: 'review.post.list' },
      { label: '审核流程', route: 'config.review.flow' },
    ],
  },
  account: {
    title: '账号',
    intro: '当前游戏的社交账号：连接一次后，所有获准使用的成员都能通过 Herald 发布、回复和查看报表。',
    terms: [
      { term: '账号', meaning: '某个平台上的一个主页、频道或个人资料，已连接到本游戏。' },
      { term: '平台', meaning: '账号所在的地方：Facebook、Instagram、X、YouTube、TikTok 等。' },
      { term: '发布组', meaning: '开启发布组后，账号只能由同组的成员使用。' },
    ],
    statuses: [
      { status: '已连接', meaning: 'Herald 可以代表该账号操作。' },
      { status: '令牌已过期', meaning: '平台不再接受 Herald 的凭据：请重新绑定账号。' },
      { status: '授权已过期', meaning: '平台的授权已到期：请重新绑定账号。' },
      { status: '未连接', meaning: '从未连接过，或已被解除。' },
    ],
    links: [
      { label: '账号管理', route: 'account.list' },
      { label: '发布组', route: 'perm.groups' },
    ],
  },
  assign: {
    title: '任务',
    intro: '把工作分派给团队：任务要求成员在截止时间前发布帖子或完成其他工作，每位接收人会收到一条待办。',
    terms: [
      { term: '任务', meaning: '一项工作，包含说明、接收人和截止时间。' },
      {
        term: '待办',
        meaning: '某位接收人在任务中的那一份：要做什么，以及截止时间。',
      },
      { term: '接收人', meaning: '任务分派给的成员。' },
      { term: '截止', meaning: '待办应完成的时间；过了截止时间仍未完成的待办算作逾期。' },
      { term: '标签', meaning: '附在任务和帖子上的词，用来在报表中归类。' },
      { term: '任务日历', meaning: '在时间轴上排列任务，看清谁在什么时候忙。' },
    ],
    statuses: [
      { status: '待处理', meaning: '接收人尚未完成。' },
      { status: '已完成', meaning: '接收人已完成。' },
      { status: '已拒绝', meaning: '已退回给接收人。' },
    ],
    links: [
      { label: '我的待办', route: 'assign.todo.list' },
      { label: '任务日历', route: 'assign.task.gantt' },
      { label: '标签', route: 'assign.label.config' },
    ],
  },
  report: {
    title: '报表',
    intro: '账号和帖子的表现：一段时间内的粉丝、触达、互动和情感，并与上一个时间段比较。数据来自各平台。',
    terms: [
      { term: '账号报表', meaning: '各账号在该时间段内的增长和互动。' },
      { term: '帖子报表', meaning: '该时间段内发布的每条帖子及其触达和互动。' },
      { term: '标签', meaning: '标签报表汇总带有各个标签的帖子和消息。' },
      { term: '话题标签', meaning: '话题标签报表展示使用各个话题标签的帖子表现。' },
      { term: '创意', meaning: '帖子使用的媒体；创意报表为它们排名。' },
      { term: '导出', meaning: '把当前看到的表格下载为电子表格。' },
    ],
    statuses: [],
    links: [
      { label: '账号报表', route: 'report.account' },
      { label: '帖子报表', route: 'report.post' },
      { label: '情感报表', route: 'report.sentiment' },
    ],
  },
  listen: {
    title: '监听',
    intro:
      '关注玩家在各平台上对游戏的讨论，而不仅是发给你账号的内容：一个主题会收集所有匹配的帖子，让你看到声量、情感和突增。',
    terms: [
      { term: '主题', meaning: '要监听的内容：关键词、话题标签和平台，并保留自己的历史。' },
      {
        term: '配额',
        meaning: '每个平台在其周期内允许 Herald 搜索的量。某个平台的配额用完后，其主题会等到下一个周期。',
      },
      { term: '情感', meaning: '帖子读起来是正面、中性还是负面。' },
      { term: '预警', meaning: '主题的声量明显高于平常时发出的通知。' },
    ],
    statuses: [
      { status: '草稿', meaning: '尚未收集任何内容，可随意修改。' },
      { status: '监听中', meaning: '全天候抓取。' },
      { status: '已归档', meaning: '保留提及数据，不再收集；恢复后可继续监听。' },
    ],
    links: [
      { label: '监听主题', route: 'listen.home' },
      { label: '新建主题', route: 'listen.new' },
    ],
  },
  material: {
    title: '素材',
    intro:
      '帖子用的图片和视频。提交文件后，审核人检查其版权和质量；通过后，它会进入素材库，供所有撰写帖子的人使用。',
    terms: [
      { term: '素材', meaning: '一个文件及其使用权：可以用在哪里、用到什么时候。' },
      { term: '素材库', meaning: '所有已通过的素材，按文件夹存放，可直接在撰写中使用。' },
    ],
    statuses: [
      { status: '待审核', meaning: '等待审核人处理。' },
      { status: '已通过', meaning: '已进入素材库，可直接使用。' },
      { status: '已驳回', meaning: '不可使用；原因中写明需要修改什么。' },
    ],
    links: [
      { label: '提交素材', route: 'material.list' },
      { label: '素材库', route: 'material.library' },
    ],
  },
  config: {
    title: '设置',
    intro: '游戏在 Herald 中如何运作：整理收件箱的标签和规则，以及发布前由谁审核什么。',
    terms: [
      { term: '标签', meaning: '手动或由智能规则加在收件箱消息上的词，用来归类和出报表。' },
      { term: '智能规则', meaning: '新消息匹配规则中的词时，自动为其打上标签。' },
      { term: '情感规则', meaning: '在本游戏中把消息判为正面或负面的词。' },
      { term: '审核级别', meaning: '帖子需要依次经过多少次审批。' },
      { term: '审核流程', meaning: '每个账号每一级的审核人。' },
      { term: '审核开关', meaning: '按平台和内容类型开启或关闭审批。' },
    ],
    statuses: [],
    links: [
      { label: '标签', route: 'config.tag' },
      { label: '智能规则', route: 'config.smart_rule' },
      { label: '审核流程', route: 'config.review.flow' },
    ],
  },
  perm: {
    title: '权限',
    intro: '谁能在本游戏中做什么：添加成员、分配角色，并把账号分到不同的发布组。',
    terms: [
      { term: '成员', meaning: '属于本游戏的用户。' },
      { term: '角色', meaning: '一组有名称的权限：成员可以使用哪些页面和操作。' },
      { term: '游戏管理员', meaning: '在本游戏中拥有全部权限的成员，包括本页面。' },
      { term: '发布组', meaning: '归在一起的成员和账号；成员只能使用自己所在组的账号。' },
    ],
    statuses: [],
    links: [
      { label: '用户', route: 'perm.users' },
      { label: '角色', route: 'perm.roles' },
      { label: '发布组', route: 'perm.groups' },
    ],
  },
  system: {
    title: '系统',
    intro: '供平台管理员使用：Herald 服务的游戏，以及所有人都能看到的版本日志。',
    terms: [
      { term: '游戏', meaning: '拥有自己的账号、成员和设置的一款游戏，可在一个或多个地区运营。' },
      { term: '地区', meaning: '游戏运营的地区；可在页头切换。' },
      { term: '版本日志', meaning: '每个 Herald 版本的变化。' },
    ],
    statuses: [],
    links: [
      { label: '游戏', route: 'system.games' },
      { label: '版本日志', route: 'system.version' },
    ],
  },
  app: {
    title: '移动发布',
    intro:
      '有些账号只能通过平台的手机应用发布。Herald 会把这类帖子发到这里和你的手机上：打开帖子，分享到应用，Herald 会自行在账号上找到已发布的帖子。',
    terms: [
      { term: '待分享帖子', meaning: '等待有人用手机分享出去的帖子。' },
      { term: '通知', meaning: '在手机浏览器中允许 Herald 发送通知后，有帖子到来时会通知你的手机。' },
    ],
    statuses: [
      { status: '已推送到手机', meaning: '帖子正等待有人用手机分享出去。' },
      { status: '已发布', meaning: 'Herald 已在账号上找到分享的帖子。' },
    ],
    links: [{ label: '待分享帖子', route: 'app.post.list' }],
  },
};
