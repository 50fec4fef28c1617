import type { ErrorId } from '../errors.js';

export type UiLocale = 'en' | 'zh-CN';

/** Error messages of the catalogue, in every UI language; server and console use the same text. */
export const errorMessages: Record<UiLocale, Record<ErrorId, string>> = {
  en: {
    login_expired: 'Login expired',
    not_open: 'This feature is not open for this game',
    no_app_permission: 'No Application Permissions',
    not_found: 'Not Found',
    operate_fail: 'Operate Fail',
    validation_failed: 'Validation failed, please check the form',
    invalid_json: 'The request body is not valid JSON',
    payload_too_large: 'The request is too large',
    unsupported_media_type: 'Requests must be sent as JSON',
    request_timeout: 'The request took too long',
    method_not_allowed: 'This call does not accept that method',
    invalid_credentials: 'Wrong e-mail or password',
    too_many_attempts: 'Too many sign-in attempts, please wait a moment and try again',
    email_taken: 'An account with this e-mail already exists',
    csrf_invalid: 'Your session token is missing or stale, please reload the page',
    sso_not_configured: 'Enterprise sign-in is not configured',
    sso_failed: 'Enterprise sign-in failed, please try again',
    account_disabled: 'This account is disabled, contact your administrator',
    sign_up_closed: 'Sign-up is closed, ask your administrator for an invitation',
    invalid_game_context: 'Unknown game or area',
    no_game_access: 'You have no access to this game',
    game_exists: 'A game with this id already exists',
    name_taken: 'This name is already used',
    preset_role_readonly: 'Preset roles cannot be changed or deleted; copy one to customise it',
    role_in_use: 'This role is still held by users',
    unknown_reference: 'Something you picked no longer exists, please refresh and try again',
    last_game_admin: 'A game needs at least one game admin',
    group_binding_locked: 'The publishing group of an account cannot be changed once set',
    group_in_use: 'Accounts are still bound to this publishing group',
    user_not_found: 'No Herald user has this e-mail yet; ask them to sign up or sign in with SSO first',
    already_member: 'This user is already a member of the game',
  },
  'zh-CN': {
    login_expired: '登录已过期',
    not_open: '该功能尚未对本游戏开放',
    no_app_permission: '无应用权限',
    not_found: '未找到',
    operate_fail: '操作失败',
    validation_failed: '校验失败，请检查表单',
    invalid_json: '请求内容不是有效的 JSON',
    payload_too_large: '请求内容过大',
    unsupported_media_type: '请求必须以 JSON 发送',
    request_timeout: '请求超时',
    method_not_allowed: '该接口不接受此请求方式',
    invalid_credentials: '邮箱或密码错误',
    too_many_attempts: '登录尝试次数过多，请稍后再试',
    email_taken: '该邮箱已注册',
    csrf_invalid: '会话令牌缺失或已失效，请刷新页面',
    sso_not_configured: '未配置企业登录',
    sso_failed: '企业登录失败，请重试',
    account_disabled: '该账号已停用，请联系管理员',
    sign_up_closed: '暂不开放注册，请联系管理员邀请',
    invalid_game_context: '游戏或地区无效',
    no_game_access: '您无权访问该游戏',
    game_exists: '该游戏 ID 已存在',
    name_taken: '该名称已被使用',
    preset_role_readonly: '预置角色不可修改或删除，可复制后自定义',
    role_in_use: '仍有用户拥有该角色',
    unknown_reference: '所选内容已不存在，请刷新后重试',
    last_game_admin: '每个游戏至少需要一位游戏管理员',
    group_binding_locked: '账号的发布组一经设置不可更改',
    group_in_use: '仍有账号绑定在该发布组',
    user_not_found: '该邮箱尚无 Herald 用户，请对方先注册或通过企业登录登录一次',
    already_member: '该用户已是本游戏成员',
  },
};

/** Picks the UI language from an Accept-Language header; English is the default. */
export function localeFromAcceptLanguage(header: string | undefined): UiLocale {
  if (!header) return 'en';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-CN' : 'en';
}
