import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [
  [412, 823],
  [1280, 720],
  [1440, 900],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const [route, sel] of [
    ['/how-it-works', '#system-showcase'],
    ['/coming-soon', '#sneak-peek'],
    ['/features', 'main section:nth-of-type(2)'],
  ]) {
    await page.goto('http://localhost:4310' + route);
    const top = await page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top, sel);
    console.log(w, route, sel, Math.round(top), 'viewport', h);
  }
  await page.close();
}
await browser.close();
