import { describe, expect, it } from "vitest";
import { COMMON_FIELD_NAMES } from "../contract/envelope.ts";
import { COMMON_FIELD_MAX_LENGTH } from "../contract/envelope.ts";
import { commonFields, pageUrlField } from "./api.ts";

describe("common fields", () => {
  it("keeps a normal page address", () => {
    expect(pageUrlField("https://h.example/login?c=1#x")).toBe("https://h.example/login?c=1#x");
  });

  it("drops the query of an address the server would refuse as too long", () => {
    const long = `https://h.example/login?pad=${"x".repeat(5000)}`;
    expect(pageUrlField(long)).toBe("https://h.example/login");
    expect(pageUrlField(`https://h.example/${"p".repeat(5000)}`)).toHaveLength(COMMON_FIELD_MAX_LENGTH);
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
