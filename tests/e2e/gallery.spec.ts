/**
 * The page gallery (`npm run gallery`): 360×640 and 390×844 screenshots of an entry page as a
 * new visitor sees it and of a protected destination logged in (the development server's
 * markcode login), not the login page it would redirect to.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { shootGallery } from "../../src/preview/gallery.ts";
import { e2ePort, expect, test } from "./support.ts";

test("screenshots of an entry page and a protected destination, on both screens", async ({ browser }) => {
  // Four pages shot one after another, each once its network is idle (the field reporter loads
  // when the page is idle): more than the 30 s of one page's test on a loaded 2-core machine.
  test.setTimeout(90_000);
  const outDir = mkdtempSync(join(tmpdir(), "gallery-e2e-"));
  try {
    const files = await shootGallery({
      browser,
      port: e2ePort(),
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
    const pngs = files.map((file) => readFileSync(join(outDir, file)));
    for (const [index, png] of pngs.entries()) {
      const [width, height] = files[index]!.includes("390x844") ? [390, 844] : [360, 640];
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(width);
      expect(png.readUInt32BE(20)).toBe(height);
    }
    // The logged-in result page is not the login page the guard sends a new visitor to.
    expect(pngs[1]!.equals(pngs[0]!)).toBe(false);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
