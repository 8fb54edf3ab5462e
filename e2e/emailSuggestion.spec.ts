import { expect, test, waitlistDialog } from './support/forms';

/**
 * Addresses worth keeping (product.md §2 "Typo suggestions", §5): a typo of a common domain is offered
 * corrected under the dialog's email field, and the server refuses an address at a domain that hands out
 * throwaway addresses, saying why.
 */

/** The part before the @ of a fresh address, unique to this test. */
const freshLocalPart = (uniqueEmail: (prefix?: string) => string, prefix: string) => uniqueEmail(prefix).split('@')[0]!;

test.describe('addresses worth keeping', () => {
  test('a typo of a common domain is suggested when the email field is left, taken with one click, and stored corrected', async ({
    page,
    records,
    uniqueEmail,
  }) => {
    const local = freshLocalPart(uniqueEmail, 'typo');
    await page.goto('/');
    await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
    const waitlist = waitlistDialog(page);

    await waitlist.email.fill(`${local}@gmial.com`);
    await expect(waitlist.dialog.getByText('Did you mean')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(waitlist.name).toBeFocused();
    const suggestion = waitlist.dialog.getByRole('button', { name: `${local}@gmail.com` });
    await expect(suggestion).toBeVisible();
    // The line describes the field (the button's name may be set apart by a space in it).
    const escapedLocal = local.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(waitlist.email).toHaveAccessibleDescription(
      new RegExp(`^Did you mean ${escapedLocal}@gmail\\.com ?\\?$`),
    );

    await suggestion.click();
    await expect(waitlist.email).toHaveValue(`${local}@gmail.com`);
    await expect(waitlist.email).toBeFocused();
    await waitlist.submit.click();

    await expect(waitlist.success).toBeVisible();
    expect(await records.waitlistFor(`${local}@gmail.com`)).toEqual([
      expect.objectContaining({ email: `${local}@gmail.com`, source: 'website' }),
    ]);
    expect(await records.waitlistFor(`${local}@gmial.com`)).toEqual([]);
  });

  test("a throwaway address is refused, and the dialog shows the server's reason", async ({
    page,
    records,
    uniqueEmail,
  }) => {
    const email = `${freshLocalPart(uniqueEmail, 'throwaway')}@mailinator.com`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
    const waitlist = waitlistDialog(page);

    await waitlist.email.fill(email);
    await waitlist.submit.click();

    await expect(waitlist.alert).toHaveText(
      'Email must be an address you keep: mailinator.com hands out throwaway addresses',
    );
    await expect(waitlist.email).toBeFocused();
    await expect(waitlist.email).toHaveValue(email);
    expect(await records.waitlistFor(email)).toEqual([]);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('a throwaway address posted by the waitlist page lands on the page that says why', async ({
      page,
      records,
      uniqueEmail,
    }) => {
      const email = `${freshLocalPart(uniqueEmail, 'noscript-throwaway')}@mailinator.com`;
      await page.goto('/waitlist');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await main.getByRole('button', { name: 'Join Waitlist' }).click();

      await expect(page).toHaveURL(/\/waitlist\/use-an-address-you-keep$/);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Use an Address You Keep');
      await expect(main.getByRole('alert')).toHaveText(
        'Please use an email address you keep: this one is at a domain that hands out throwaway addresses.',
      );
      expect(await records.waitlistFor(email)).toEqual([]);
    });
  });
});
