import { chromium } from "playwright-core";
const [,, host, path, out] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
await page.goto(`http://${host}.localhost:4402${path}`);
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
