import { chromium } from 'playwright';
import { stat } from 'node:fs/promises';
const base = process.argv[2];
const routes = (process.argv[3] ?? '/,/about,/features,/how-it-works,/contact,/coming-soon,/privacy,/waitlist').split(
  ',',
);
const bare = Number(process.argv[4] ?? 91136);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const route of routes) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const scripts = new Set();
  let last = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && r.url().startsWith(base)) {
      scripts.add(new URL(r.url()).pathname);
      last = Date.now();
    }
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  while (Date.now() - last < 3000) await page.waitForTimeout(250);
  let bytes = 0;
  const list = [];
  for (const p of scripts) {
    const s = (await stat('dist/site' + p + '.gz').catch(() => stat('dist/site' + p))).size;
    bytes += s;
    list.push(`${p.replace('/assets/', '')}:${(s / 1024).toFixed(1)}`);
  }
  console.log(
    route,
    (bytes / 1024).toFixed(1) + ' KiB',
    (bytes / bare).toFixed(2) + 'x',
    scripts.size,
    process.env.V ? list.join(' ') : '',
  );
  await page.close();
}
await browser.close();
