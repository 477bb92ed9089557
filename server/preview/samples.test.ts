import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawRequest, startTestServer, type TestServer } from "../test-helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const get = (path: string) => rawRequest(server.port, { path });

describe("the preview studio shows what is still a sample, per bundle", () => {
  test("the bundle list counts each bundle's sample values and links to them", async () => {
    const page = await get("/preview");
    expect(page.text).toContain("仍是示例值 Still samples");
    expect(page.text).toMatch(/<a href="\/preview\/samples\/car">\d+ 项 values<\/a>/);
  });

  test("a bundle's page lists file, field, value and what to replace it with", async () => {
    const page = await get("/preview/samples/car");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.text).toMatch(/<code>hosts\/car\.ts:\d+<\/code><\/td><td><code>partnerHosts<\/code>/);
    expect(page.text).toContain("partner.shanxin.example");
    expect(page.text).toContain("TRACE_GROUPS[0].conversionId");
    // Another bundle's own samples are not listed.
    expect(page.text).not.toContain("hosts/token.ts");
    expect(page.text).not.toMatch(/<script/i);
  });

  test("an unknown bundle answers 404", async () => {
    expect((await get("/preview/samples/nope")).status).toBe(404);
  });
});
