import type { IssueClass } from '@herald/contract';

/**
 * The issue classes a game team triages, found in an item's text as players write them: English word
 * forms (matched as whole words, so "flag" is not "lag") and Chinese terms, Simplified and Traditional
 * (matched anywhere, as Chinese has no spaces). A text may carry several classes.
 */
const english: Record<IssueClass, RegExp> = {
  crash:
    /\b(?:crash(?:es|ed|ing|y)?|force[ -]?clos(?:e|es|ed|ing)|black ?screen|(?:won'?t|can'?t|cannot|doesn'?t|does not|will not) (?:launch|start|open|load)|keeps? (?:closing|crashing)|freez(?:e|es|ing)|froze)\b/i,
  lag: /\b(?:lag(?:s|gy|ging|ged)?|high ping|ping spikes?|latency|fps drops?|frame ?drops?|stutter(?:s|ing)?|rubber ?band(?:ing)?|desync(?:ed|s)?|disconnect(?:s|ed|ing)?|dc'?d|server(?:s)? (?:is |are )?down|packet loss)\b/i,
  payment:
    /\b(?:refund(?:s|ed)?|charged|charge(?:d)? twice|double charged|overcharged|payments?|billing|top[- ]?ups?|purchases? (?:failed|missing|not received)|(?:didn'?t|did not|never) (?:get|receive) (?:my )?(?:gems|diamonds|coins|items|purchase|pass)|transaction(?:s)?)\b/i,
  cheating:
    /\b(?:cheat(?:s|er|ers|ing)?|hacker(?:s)?|hacks|hacking|aim ?bot(?:s|ting)?|wall ?hack(?:s|ing)?|speed ?hack(?:s|ing)?|exploit(?:s|er|ers|ing)?|scripter(?:s)?|modded client)\b/i,
  account:
    /\b(?:log ?in|logging in|sign ?in|can'?t log|banned|suspended|my (?:account|acc)|(?:account|acc) (?:is |was |got |been )?(?:banned|locked|hacked|stolen|suspended|gone|deleted|reset)|hacked|password|2fa|verification code|unban(?:ned)?)\b/i,
};

const chinese: Record<IssueClass, RegExp> = {
  crash: /闪退|閃退|崩溃|崩潰|黑屏|卡死|打不开|打不開|进不去游戏|進不去遊戲|自动退出|自動退出/,
  lag: /卡顿|卡頓|延迟|延遲|掉线|掉線|断线|斷線|掉帧|掉幀|高延迟|网络卡|網路卡|服务器炸|伺服器炸|卡成/,
  payment: /充值|儲值|扣款|扣费|扣費|退款|没到账|沒到賬|未到账|未到賬|支付|付款|扣钱|扣錢|重复扣|重複扣/,
  cheating: /外挂|外掛|开挂|開掛|挂狗|掛狗|作弊|透视|透視|自瞄|锁头|鎖頭|脚本|腳本/,
  account:
    /登录|登錄|登陆|登陸|登入|登不上|封号|封號|被封|盗号|盜號|(?:账号|賬號|帐号|帳號)(?:被|异常|異常|丢|丟|没了|沒了|找回|登)|我的(?:账号|賬號|帐号|帳號)|密码|密碼|验证码|驗證碼|解封/,
};

const order: readonly IssueClass[] = ['crash', 'lag', 'payment', 'cheating', 'account'];

/** The issue classes a text speaks of, in the catalogue's order. */
export function issueClassesOf(text: string): IssueClass[] {
  if (text.length === 0) return [];
  const normalized = text.normalize('NFKC');
  return order.filter((issue) => english[issue].test(normalized) || chinese[issue].test(normalized));
}
