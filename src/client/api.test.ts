import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMON_FIELD_NAMES } from "../contract/envelope.ts";
import { COMMON_FIELD_MAX_LENGTH } from "../contract/envelope.ts";
import { commonFields } from "./api.ts";

afterEach(() => vi.unstubAllGlobals());

/** The common fields of a call made on the page `href`, come from `referrer`. */
function fieldsOn(href: string, referrer = "") {
  vi.stubGlobal("location", { href });
  vi.stubGlobal("document", { referrer });
  return commonFields();
}

describe("common fields", () => {
  it("keeps a normal page address and referrer", () => {
    const fields = fieldsOn("https://h.example/login?c=1#x", "https://ref.example/a?b=1");
    expect(fields.url).toBe("https://h.example/login?c=1#x");
    expect(fields.refer).toBe("https://ref.example/a?b=1");
  });

  it("drops the query of an address the server would refuse as too long", () => {
    const long = `https://h.example/login?pad=${"x".repeat(5000)}`;
    expect(fieldsOn(long, long)).toMatchObject({
      url: "https://h.example/login",
      refer: "https://h.example/login",
    });
    expect(fieldsOn(`https://h.example/${"p".repeat(5000)}`).url).toHaveLength(COMMON_FIELD_MAX_LENGTH);
  });

  it("carries every field of spec section 7 with the fixed values", () => {
    const fields = commonFields();
    expect(Object.keys(fields).sort()).toEqual([...COMMON_FIELD_NAMES].sort());
    expect(fields).toMatchObject({
      flag: "2",
      _form_package: "1",
      platform: "0",
      _platform: "3",
      _channel: "channel_5818",
    });
    expect(fields._did).toMatch(/^[0-9a-f]{32}$/);
  });
});
