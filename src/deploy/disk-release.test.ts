import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { releaseToDisk, servingOnDisk, switchOnDisk } from "./disk-release.ts";

function build(parent: string, name: string) {
  const dir = join(parent, name);
  mkdirSync(join(dir, "_astro"), { recursive: true });
  mkdirSync(join(dir, "m", "v1"), { recursive: true });
  writeFileSync(join(dir, "login.html"), `login ${name}`);
  writeFileSync(join(dir, "404.html"), `404 ${name}`);
  writeFileSync(join(dir, "m", "v1", "index.html"), `m ${name}`);
  writeFileSync(join(dir, "_astro", "app.X1.js"), "shared");
  writeFileSync(join(dir, "_astro", `own.${name}.js`), name);
  writeFileSync(join(dir, ".env"), "SECRET=1");
  symlinkSync("/etc", join(dir, "linked"));
  return dir;
}

describe("releases on disk behind nginx", () => {
  const work = mkdtempSync(join(tmpdir(), "disk-release-"));
  const root = join(work, "srv");

  test("a release: pages under releases/<id>, hashed files in the shared store, current links it", () => {
    releaseToDisk(build(work, "a"), root, "car", "ra");
    const release = join(root, "car", "releases", "ra");
    expect(readFileSync(join(release, "m", "v1", "index.html"), "utf8")).toBe("m a");
    expect(readFileSync(join(root, "car", "_astro", "own.a.js"), "utf8")).toBe("a");
    // Aliases are for object storage; dot-files and links are never copied.
    for (const absent of ["login", ".env", "linked", "_astro"])
      expect(existsSync(join(release, absent))).toBe(false);
    expect(readlinkSync(join(root, "car", "current"))).toBe("releases/ra");
    expect(servingOnDisk(root, "car")).toBe("ra");
  });

  test("the next release keeps the store's files and the old release; rollback is one rename", () => {
    expect(releaseToDisk(build(work, "b"), root, "car", "rb").sent).toBe(4);
    expect(existsSync(join(root, "car", "_astro", "own.a.js"))).toBe(true);
    expect(servingOnDisk(root, "car")).toBe("rb");
    switchOnDisk(root, "car", "ra");
    expect(readFileSync(join(root, "car", "current", "login.html"), "utf8")).toBe("login a");
  });

  test.each([
    ["an unknown release", "rz"],
    ["a path out of the releases", "../../etc"],
  ])("refuses %s and leaves current alone", (_name, id) => {
    expect(() => switchOnDisk(root, "car", id)).toThrow(/not a whole release/);
    expect(servingOnDisk(root, "car")).toBe("ra");
  });

  test("refuses a folder without a 404 page, before writing", () => {
    const empty = join(work, "empty");
    mkdirSync(empty);
    expect(() => releaseToDisk(empty, root, "car", "rc")).toThrow(/no 404.html/);
    expect(existsSync(join(root, "car", "releases", "rc"))).toBe(false);
  });
});
