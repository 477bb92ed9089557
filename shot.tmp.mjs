import { chromium } from "playwright-core";
const [,, url, out, action] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1 });
await p.goto(url, { waitUntil: "networkidle" });
if (action === "calc") { await p.fill('input[name="amount"]', "200000"); await p.getByRole("button", { name: "计算" }).click(); await p.waitForTimeout(800); }
if (action === "agree") { await p.locator('a[data-early="agreement"]').first().click(); await p.waitForTimeout(1500); }
await p.screenshot({ path: out });
await b.close();
