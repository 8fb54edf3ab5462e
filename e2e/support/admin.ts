import { readFile } from 'node:fs/promises';

import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SignJWT } from 'jose';

import type { SessionResponse } from '@shared/contract';
import { E2E_ADMIN, E2E_ADMIN_PATH } from '../servers';

/** The portal's path: set when the e2e servers start, never at build time. */
export const ADMIN_PATH = E2E_ADMIN_PATH;

/**
 * A desktop window wide enough for the waitlist's table: beside the sidebar it keeps its eight columns
 * from 960 px of its own (a 1366 px window) and shows cards below (e2e/adminFit.spec.ts checks every width).
 */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/** A message sent through the public contact API, with values unique to one test. */
export type SeededMessage = { firstName: string; lastName: string; email: string; subject: string; message: string };

/** Sends a contact message as a visitor would and checks the server stored it. */
export async function seedMessage(request: APIRequestContext, email: string): Promise<SeededMessage> {
  const tag = email.split('@')[0]!;
  const message: SeededMessage = {
    firstName: 'Ada',
    lastName: `Lovelace ${tag.slice(-6)}`,
    email,
    subject: `Question ${tag}`,
    message: `Hello from ${tag}.\nCould you tell me more?`,
  };
  const response = await request.post('/api/webpage/contact', { data: { ...message, source: 'website' } });
  expect(response.status()).toBe(201);
  return message;
}

/** Joins the waitlist through the public API with a name and a company. */
export async function seedSignup(request: APIRequestContext, email: string) {
  const signup = { email, name: 'Grace Hopper', company: `Cobol ${email.split('@')[0]!.slice(-6)} Ltd` };
  const response = await request.post('/api/webpage/waitlist', { data: { ...signup, source: 'website' } });
  expect(response.status()).toBe(201);
  return signup;
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, password: string) {
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The login screen, recognised by its heading. */
export const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Sign In', level: 1 });

/** The shell's title, the chosen section's name. */
export const sectionHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 1 });

/**
 * Signs in without the form (the journey through it has its own test): logs in through the API and
 * stores the token and user as the portal does, then opens `path` under the portal.
 */
export async function openSignedIn(page: Page, request: APIRequestContext, path = '') {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const login = (await response.json()) as SessionResponse;
  await page.goto(ADMIN_PATH);
  await expect(loginHeading(page)).toBeVisible();
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('adminToken', token);
    localStorage.setItem('adminUser', JSON.stringify(user));
  }, login);
  await page.goto(`${ADMIN_PATH}${path}`);
  return login;
}

/** Opens a list row's action menu (its "Actions for …" button) and returns the menu, shown. */
export async function openRowActions(row: Locator) {
  await row.getByRole('button', { name: /^Actions for / }).click();
  const menu = row.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses one of a list row's actions ("View details", "Delete"…) through its action menu. */
export async function chooseRowAction(row: Locator, action: string) {
  const menu = await openRowActions(row);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The session the browser holds: the two local-storage entries (product.md §3). */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('adminToken'), user: localStorage.getItem('adminUser') }));

/**
 * A well-formed admin token the server must refuse: the right issuer, audience and subject, but signed
 * with a key of its own and, when `expired`, past its expiry.
 */
export async function foreignToken({ expired }: { expired: boolean }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuer('invoiceflow')
    .setAudience('invoiceflow-admin')
    .setIssuedAt(expired ? now - 7200 : now)
    .setExpirationTime(expired ? now - 3600 : now + 3600)
    .sign(new TextEncoder().encode('a-key-that-is-not-the-server-key-0123456789'));
}

/** Clicks the button and returns the downloaded file's name and text. */
export async function downloadCsv(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  // Every export starts with a UTF-8 byte-order mark, so that Excel reads it as UTF-8.
  expect(text.charCodeAt(0), 'the CSV starts with a byte-order mark').toBe(0xfeff);
  return { fileName: download.suggestedFilename(), text: text.slice(1) };
}

/** Splits CSV text (RFC 4180: CRLF, quoted fields with doubled quotes) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
