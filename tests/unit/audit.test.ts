/**
 * The audit step runs npm's audit over the installed shipped packages: against a loopback
 * advisory service that answers a high advisory for react at its installed range it fails and
 * names react; with no advisory it passes; a service that refuses (as the registry reachable
 * here does, with 405) is reported as not audited, without failing (decision 037).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import react from "../../node_modules/react/package.json" with { type: "json" };
import { audit } from "../audit.ts";

let server: Server | undefined;
afterEach(() => server?.close());

/** A loopback registry whose bulk advisory endpoint answers `advisories` (or `status`); records what it was asked. */
async function advisoryService(advisories: object, status = 200): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (!req.url?.endsWith("/advisories/bulk")) return void res.writeHead(404).end();
      const raw = req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
      asked.push(...Object.keys(JSON.parse(raw.toString()) as object));
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(advisories));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, asked };
}

async function run(url: string): Promise<{ code: number; lines: string }> {
  const lines: string[] = [];
  const code = await audit(["--registry", url], (line) => lines.push(line));
  return { code, lines: lines.join("\n") };
}

test("a high advisory for the installed react fails the step and names it", { timeout: 60_000 }, async () => {
  const advisory = {
    id: 1,
    url: "https://advisories.test/1",
    title: "Test advisory",
    severity: "high",
    vulnerable_versions: `>=${react.version}`,
    cwe: [],
    cvss: { score: 8, vectorString: null },
  };
  const service = await advisoryService({ react: [advisory] });
  const { code, lines } = await run(service.url);
  expect(code).toBe(1);
  expect(lines).toContain(`✗ react (high): Test advisory (>=${react.version}) https://advisories.test/1`);
  // Real installed packages, shipped ones only: react and ofetch are asked about, vitest is not.
  expect(service.asked).toEqual(expect.arrayContaining(["react", "react-dom", "ofetch", "nanostores"]));
  expect(service.asked).not.toContain("vitest");
});

test(
  "no advisory passes; a refusing service is reported as not audited, without failing",
  { timeout: 60_000 },
  async () => {
    const clean = await run((await advisoryService({})).url);
    expect(clean.code).toBe(0);
    expect(clean.lines).toMatch(/^audited \d+ shipped packages: no high or critical advisory$/);
    server?.close();
    const refused = await run((await advisoryService({}, 405)).url);
    expect(refused.code).toBe(0);
    expect(refused.lines).toContain(
      "NOT AUDITED HERE: the advisory service refused or could not be reached.",
    );
    expect(refused.lines).toContain("405");
  },
);
