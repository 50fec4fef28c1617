import { describe, expect, it } from 'vitest';
import { APP, emulator, graph, graphAs, graphError, pageAccess, REDIRECT } from './fb-helpers.js';
import { APP_TOKEN, sendMessage, template, WA_SCOPES, waAccess, waErrorOf } from './whatsapp-helpers.js';

describe('whatsapp emulator: accounts, numbers, templates and permissions', () => {
  it('tells through debug_token which WhatsApp Business Account was shared, with its numbers', async () => {
    const app = await emulator();
    const access = await waAccess(app);
    expect(access.wabaId).toMatch(/^\d{15}$/);
    expect(access.phoneIds).toHaveLength(2);
    const debug = await graph(app, 'GET', '/debug_token', {
      input_token: access.token,
      access_token: APP_TOKEN,
    });
    const granular = debug.json().data.granular_scopes;
    expect(granular).toContainEqual({ scope: 'whatsapp_business_messaging', target_ids: [access.wabaId] });

    const waba = await graphAs(app, access.token, 'GET', `/${access.wabaId}`, {
      fields: 'id,name,currency,message_template_namespace,whatsapp_business_manager_messaging_limit',
    });
    expect(waba.statusCode, waba.body).toBe(200);
    expect(waba.json()).toMatchObject({ id: access.wabaId, currency: 'USD', name: expect.any(String) });
    expect(waba.json().whatsapp_business_manager_messaging_limit).toBe('TIER_10K');

    const [first] = access.phoneIds;
    const phone = await graphAs(app, access.token, 'GET', `/${first}`);
    expect(phone.json()).toEqual({
      id: first,
      verified_name: waba.json().name,
      code_verification_status: 'VERIFIED',
      display_phone_number: expect.stringMatching(/^\+1 555-/),
      quality_rating: 'GREEN',
      platform_type: 'CLOUD_API',
      throughput: { level: 'STANDARD' },
    });
    const picked = await graphAs(app, access.token, 'GET', `/${first}`, {
      fields: 'messaging_limit_tier,name_status,bogus',
    });
    expect(graphError(picked).message).toContain('nonexisting field (bogus)');
  });

  it('lists the templates with their components, paged and filtered by status', async () => {
    const app = await emulator();
    const access = await waAccess(app);
    const page = await graphAs(app, access.token, 'GET', `/${access.wabaId}/message_templates`, {
      limit: '3',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toHaveLength(3);
    expect(page.json().paging.next).toContain('after=');
    const approved = await graphAs(app, access.token, 'GET', `/${access.wabaId}/message_templates`, {
      status: 'APPROVED',
      fields: 'name,language,category,status,components',
    });
    const names = approved.json().data.map((item: { name: string; language: string }) => item.name);
    expect(names).toContain('season_launch');
    expect(names).not.toContain('summer_sale');
    const launch = approved.json().data.find((item: { name: string }) => item.name === 'season_launch');
    expect(launch).toMatchObject({ category: 'MARKETING', language: 'en_US', status: 'APPROVED' });
    expect(launch.components).toContainEqual({ type: 'HEADER', format: 'IMAGE' });
    expect(launch.components.find((item: { type: string }) => item.type === 'BODY').text).toContain('{{2}}');
    const rejected = await graphAs(app, access.token, 'GET', `/${access.wabaId}/message_templates`, {
      status: 'REJECTED,PENDING',
      fields: 'name,status,rejected_reason',
    });
    expect(rejected.json().data).toEqual([
      { name: 'free_gems', status: 'REJECTED', rejected_reason: 'PROMOTIONAL' },
      { name: 'summer_sale', status: 'PENDING', rejected_reason: 'NONE' },
    ]);
  });

  it('needs a user token granted the WhatsApp permissions, never a Page token', async () => {
    const app = await emulator();
    const access = await waAccess(app);
    const page = await pageAccess(app);
    const byPage = await graphAs(app, page.token, 'GET', `/${access.wabaId}/phone_numbers`);
    expect(graphError(byPage)).toMatchObject({ code: 100, error_subcode: 33 });

    const declined = await waAccess(app, { declined: ['whatsapp_business_messaging'] });
    const [phoneId = ''] = declined.phoneIds;
    const refused = await sendMessage(
      app,
      declined.token,
      phoneId,
      template('15550001234', 'welcome_gift', []),
    );
    expect(refused.statusCode).toBe(403);
    expect(waErrorOf(refused).code).toBe(10);
  });

  it('names the WhatsApp permissions and the shared account in the Login dialog', async () => {
    const app = await emulator();
    const query = new URLSearchParams({
      client_id: APP.id,
      redirect_uri: REDIRECT,
      state: 's',
      scope: WA_SCOPES.join(','),
    });
    const dialog = await app.inject({ method: 'GET', url: `/facebook/www/v20.0/dialog/oauth?${query}` });
    expect(dialog.statusCode).toBe(200);
    expect(dialog.body).toContain('Send and receive messages with your WhatsApp Business phone numbers');
    expect(dialog.body).toContain('data-testid="fb-wabas"');
    expect(dialog.body).toMatch(/\+44 7700 900\d{3}/);
  });
});
