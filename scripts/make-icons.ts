/**
 * Renders the app icons (public/icons/*.svg) to the PNG sizes the web app manifest and iOS need,
 * in the system's Chromium. Run after changing an icon: npm run icons
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SIZES = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const { svg, png, size } of SIZES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const source = readFileSync(`public/icons/${svg}`, 'utf8');
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
  );
  await page.screenshot({ path: `public/icons/${png}`, omitBackground: true });
  await page.close();
  console.log(`public/icons/${png} (${size}×${size})`);
}
await browser.close();
