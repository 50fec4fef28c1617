import type { UiLocale } from '@herald/contract';

export type PolicyDoc = 'terms' | 'privacy' | 'google';
interface Section {
  heading: string;
  body: string;
}

/** The policy documents in each language. Operators replace them with their own legal text. */
export const policyTexts: Record<UiLocale, Record<PolicyDoc, readonly Section[]>> = {
  en: {
    terms: [
      {
        heading: 'The service',
        body: 'Herald is a console that lets a game team connect its social media accounts, prepare, approve and publish content, answer its community and report on results. The organisation that runs this Herald installation (the operator) provides it to its staff and partners.',
      },
      {
        heading: 'Your account',
        body: 'You sign in with a company identity or an e-mail and password. Keep your credentials secret; everything done with your account is attributed to you. The operator’s administrators decide which games, roles and social accounts you can use.',
      },
      {
        heading: 'Content and connected accounts',
        body: 'You publish only content you are allowed to publish, on accounts you are authorised to manage, and you follow each network’s own terms. Herald acts on a network only when you or your approval flow ask it to.',
      },
      {
        heading: 'Availability',
        body: 'Networks change their interfaces and limits; when a network refuses an action Herald shows what happened and never pretends it succeeded.',
      },
    ],
    privacy: [
      {
        heading: 'What Herald stores',
        body: 'Your name, e-mail, the roles and games you belong to, a record of your sign-ins and of the actions you take, the content you prepare, and the data the connected networks return about your accounts and posts.',
      },
      {
        heading: 'Tokens',
        body: 'Access tokens granted by social networks are encrypted at rest, used only to act on the accounts they were granted for, and never shown in the browser.',
      },
      {
        heading: 'Who sees it',
        body: 'Members of the same game, according to their roles and publishing groups, and the operator’s administrators. Herald does not sell or share your data with anyone else.',
      },
      {
        heading: 'Your choices',
        body: 'Disconnect an account at any time from the Accounts page; ask your administrator to export or delete your data.',
      },
    ],
    google: [
      {
        heading: 'Google API Services',
        body: 'Herald’s use and transfer of information received from Google APIs to any other app adheres to the Google API Services User Data Policy, including the Limited Use requirements.',
      },
      {
        heading: 'YouTube',
        body: 'When you connect a YouTube channel, Herald uses the YouTube Data API to upload and manage the videos you publish through it and the YouTube Analytics data of that channel for reports. Herald uses YouTube API Services; by connecting you agree to the YouTube Terms of Service and the Google Privacy Policy.',
      },
      {
        heading: 'Revoking access',
        body: 'Disconnect the channel in Herald, or revoke Herald’s access from your Google account’s security settings at any time.',
      },
    ],
  },
  'zh-CN': {
    terms: [
      {
        heading: '服务说明',
        body: 'Herald 是一个控制台，帮助游戏团队连接社交媒体账号，准备、审核和发布内容，回复社区并分析效果。运行此 Herald 实例的组织（运营方）向其员工和合作伙伴提供该服务。',
      },
      {
        heading: '您的账号',
        body: '您可以使用企业身份或邮箱和密码登录。请妥善保管凭据；使用您账号进行的所有操作都归属于您。运营方管理员决定您可以使用哪些游戏、角色和社交账号。',
      },
      {
        heading: '内容与已连接账号',
        body: '您只能在获授权管理的账号上发布您有权发布的内容，并遵守各平台自身的条款。Herald 仅在您或您的审核流程要求时才会在平台上执行操作。',
      },
      {
        heading: '可用性',
        body: '各平台会变更其接口和限制；当平台拒绝某项操作时，Herald 会如实显示结果，绝不假装成功。',
      },
    ],
    privacy: [
      {
        heading: 'Herald 存储的内容',
        body: '您的姓名、邮箱、所属的角色和游戏、登录和操作记录、您准备的内容，以及已连接平台返回的有关您账号和帖子的数据。',
      },
      {
        heading: '令牌',
        body: '社交平台授予的访问令牌会加密存储，仅用于对授权的账号执行操作，且从不在浏览器中显示。',
      },
      {
        heading: '谁可以查看',
        body: '同一游戏的成员（按其角色和发布组）以及运营方管理员。Herald 不会向其他任何人出售或共享您的数据。',
      },
      {
        heading: '您的选择',
        body: '您可以随时在账号页面断开账号连接；如需导出或删除您的数据，请联系管理员。',
      },
    ],
    google: [
      {
        heading: 'Google API 服务',
        body: 'Herald 对从 Google API 获取的信息的使用以及向其他应用的传输，均遵守 Google API 服务用户数据政策，包括其中的有限使用要求。',
      },
      {
        heading: 'YouTube',
        body: '连接 YouTube 频道后，Herald 会使用 YouTube Data API 上传和管理您通过它发布的视频，并使用该频道的 YouTube Analytics 数据生成报表。Herald 使用 YouTube API 服务；连接即表示您同意 YouTube 服务条款和 Google 隐私政策。',
      },
      {
        heading: '撤销访问',
        body: '您可以随时在 Herald 中断开频道，或在 Google 账号的安全设置中撤销 Herald 的访问权限。',
      },
    ],
  },
};
