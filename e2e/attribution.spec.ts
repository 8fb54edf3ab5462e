import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import type { WaitlistStats } from '@shared/contract';
import type { ServerState } from './fixtures';
import { expect, test, waitlistDialog } from './support/forms';

/**
 * Where a sign-up came from, from the landing address to what the administrator reads: the entry in the
 * admin list, the campaign breakdown of the stats and the CSV export (issue 16). The admin screens that
 * show them are covered by their own journeys.
 */

/** Reads an admin endpoint the way the portal does. */
async function adminGet(request: APIRequestContext, server: ServerState, path: string) {
  const response = await request.get(path, { headers: { authorization: `Bearer ${await server.token()}` } });
  expect(response.status()).toBe(200);
  return response;
}

/** The CSV export of the entries whose e-mail matches, as one object per row keyed by the header. */
async function exportedRows(request: APIRequestContext, server: ServerState, email: string) {
  const response = await adminGet(request, server, `/api/waitlist/export?q=${encodeURIComponent(email)}`);
  // None of the values of these journeys holds a comma or a quote, so the lines split plainly.
  const [header, ...rows] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const columns = header!.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((value, index) => [columns[index], value])));
}

const campaignCount = async (request: APIRequestContext, server: ServerState, campaign: string) => {
  const stats = (await (await adminGet(request, server, '/api/webpage/waitlist/stats')).json()) as WaitlistStats;
  return stats.campaignBreakdown[campaign] ?? 0;
};

const joinThroughTheDialog = async (page: Page, email: string) => {
  await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).first().click();
  const waitlist = waitlistDialog(page);
  await waitlist.email.fill(email);
  await waitlist.submit.click();
  await expect(waitlist.success).toBeVisible();
};

test.describe('attribution', () => {
  test('a visit from a campaign link, then another page, then a sign-up in the dialog shows the campaign to the admin', async ({
    page,
    request,
    server,
    records,
    uniqueEmail,
  }) => {
    await page.goto('/?utm_source=newsletter&utm_campaign=launch', { referer: 'http://news.example.com/issue-12' });
    // A later page of the visit, loaded afresh and with tags of its own, changes nothing: the first page counts.
    await page.goto('/features?utm_source=other&utm_campaign=other');
    await expect(page).toHaveURL(/\/features/);
    const email = uniqueEmail('campaign');
    await joinThroughTheDialog(page, email);

    expect(await records.waitlistFor(email)).toEqual([
      expect.objectContaining({
        email,
        source: 'website',
        landingPage: '/',
        referrerHost: 'news.example.com',
        utmSource: 'newsletter',
        utmMedium: null,
        utmCampaign: 'launch',
      }),
    ]);
    expect(await campaignCount(request, server, 'launch')).toBeGreaterThanOrEqual(1);
    expect(await exportedRows(request, server, email)).toEqual([
      expect.objectContaining({
        Email: email,
        Source: 'website',
        'Landing Page': '/',
        Referrer: 'news.example.com',
        'UTM Source': 'newsletter',
        'UTM Medium': '',
        'UTM Campaign': 'launch',
      }),
    ]);
  });

  test('a visit without tags or referrer sends its first page alone', async ({ page, records, uniqueEmail }) => {
    await page.goto('/about');
    await page.goto('/features?utm_campaign=later');
    const email = uniqueEmail('direct');
    await joinThroughTheDialog(page, email);
    expect(await records.waitlistFor(email)).toEqual([
      expect.objectContaining({
        landingPage: '/about',
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      }),
    ]);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posted from a landing address with tags takes them from that address', async ({
      page,
      request,
      server,
      records,
      uniqueEmail,
    }) => {
      // A campaign of this test alone, so its count in the breakdown is exact while other journeys run.
      const campaign = `launch-${randomBytes(4).toString('hex')}`;
      await page.goto(`/waitlist?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
      const email = uniqueEmail('noscript-campaign');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await main.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(page).toHaveURL(/\/waitlist\/joined$/);

      // Without JavaScript the referring site cannot be known: the page's own address is all there is.
      expect(await records.waitlistFor(email)).toEqual([
        expect.objectContaining({
          source: 'website',
          landingPage: '/waitlist',
          referrerHost: null,
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: campaign,
        }),
      ]);
      expect(await campaignCount(request, server, campaign)).toBe(1);
      expect(await exportedRows(request, server, email)).toEqual([
        expect.objectContaining({
          Email: email,
          'Landing Page': '/waitlist',
          Referrer: '',
          'UTM Source': 'newsletter',
          'UTM Medium': 'email',
          'UTM Campaign': campaign,
        }),
      ]);
    });
  });
});
