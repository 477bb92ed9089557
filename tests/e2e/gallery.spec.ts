/**
 * The page gallery (`npm run gallery`): 360×640 and 390×844 screenshots taken through the preview
 * start of the running development server, and a contact sheet naming each page in plain words.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { shootGallery } from "../../src/preview/gallery-shoot.ts";
import { E2E_PORT, expect, test } from "./support.ts";

test("screenshots of an entry page and a protected destination, and the contact sheet", async ({
  browser,
}) => {
  const outDir = mkdtempSync(join(tmpdir(), "gallery-e2e-"));
  try {
    const files = await shootGallery({
      browser,
      port: E2E_PORT,
      bundleIds: ["default"],
      outDir,
      pathsOf: () => ["/login", "/success-download"],
    });
    expect(files).toEqual([
      "default/login.png",
      "default/success-download.png",
      "default/390x844/login.png",
      "default/390x844/success-download.png",
    ]);
    for (const file of files) {
      const png = readFileSync(join(outDir, file));
      const [width, height] = file.includes("390x844") ? [390, 844] : [360, 640];
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(width);
      expect(png.readUInt32BE(20)).toBe(height);
    }
    const sheet = readFileSync(join(outDir, "index.html"), "utf8");
    expect(sheet).toContain("default · 申请成功页（下载 APP）");
    expect(sheet).toContain('src="default/390x844/login.png"');
    expect(sheet).toContain("页面图库（4 张）");
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
