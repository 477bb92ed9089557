import { describe, expect, test } from "vitest";
import { CITY_LOGIC_CHANNELS } from "../config/channels.ts";
import { CITY_OVERRIDE_ROWS } from "../config/channels-city.ts";
import { cityOverride } from "./guard-lazy-rules.ts";
import { needsCityLookup } from "./guard-decide.ts";

/** The spec's table, written out row by row, to check the config against. */
const SPEC_TABLE: [string[], string[], [number, number, number]][] = [
  [["5265"], ["上海市", "北京市", "成都市", "深圳市", "广州市", "杭州市", "青岛市"], [1, 4, 3]],
  [["5626", "5627", "5969", "5972", "5973"], ["上海市"], [1, 4, 3]],
  [["5320"], ["北京市"], [1, 4, 3]],
  [["963"], ["北京市", "上海市", "杭州市", "成都市"], [1, 4, 3]],
  [["683", "684", "685", "679", "5167", "5180"], ["北京市"], [0, 5, 5]],
  [["5130"], ["深圳市"], [0, 5, 5]],
  [["5618"], ["成都市"], [0, 5, 5]],
  [
    ["5716", "5883"],
    ["上海市", "杭州市"],
    [0, 0, 0],
  ],
  [["5967", "5966"], ["深圳市"], [0, 0, 0]],
  [["5996"], ["深圳市", "北京市"], [0, 0, 0]],
  [["5483"], ["杭州市", "上海市", "北京市", "重庆市"], [0, 4, 3]],
];

describe("City-based override (spec 4: 'Applies after the IP city is known, only when logged in')", () => {
  test("the config has the spec's rows in order", () => {
    expect(
      CITY_OVERRIDE_ROWS.map((r) => [
        r.channels.map((c) => c.slice(8)),
        r.cities,
        [r.values.input_form, r.values.succ_todo, r.values.fail_todo],
      ]),
    ).toEqual(SPEC_TABLE);
  });
  const cases = CITY_OVERRIDE_ROWS.flatMap((row) =>
    row.channels.flatMap((channel) => row.cities.map((city) => ({ row, channel, city }))),
  );
  test.each(cases)("$channel in $city fires row $row.id", ({ row, channel, city }) => {
    const hit = cityOverride(channel, city);
    expect(hit?.row.id).toBe(row.id);
    expect(hit?.values).toEqual(row.values);
    expect(needsCityLookup(channel)).toBe(true);
  });
  test.each(CITY_OVERRIDE_ROWS)("row $id does not fire in another city", (row) => {
    expect(cityOverride(row.channels[0]!, "拉萨市")).toBeUndefined();
  });
  test("trims the city name; unknown or empty city does nothing", () => {
    expect(cityOverride("channel_5320", " 北京市 ")?.row.id).toBe("5320-beijing");
    expect(cityOverride("channel_5320", "  ")).toBeUndefined();
  });
  test("other channels never fire", () => {
    expect(cityOverride("channel_5818", "北京市")).toBeUndefined();
    expect(needsCityLookup("channel_5818")).toBe(false);
  });
  test("the returned values are a copy", () => {
    const hit = cityOverride("channel_5320", "北京市")!;
    hit.values.input_form = 9;
    expect(CITY_OVERRIDE_ROWS[2]!.values.input_form).toBe(1);
  });
  test("lookup channels: the section 9 list plus the table's 5716 and 5883 (decision 013)", () => {
    expect(CITY_LOGIC_CHANNELS).toHaveLength(20);
    expect(CITY_LOGIC_CHANNELS.filter((c) => !needsCityLookup(c))).toEqual([]);
    expect(["channel_5716", "channel_5883"].filter(needsCityLookup)).toEqual([
      "channel_5716",
      "channel_5883",
    ]);
    expect(["channel_5818", "channel_5265x", ""].filter(needsCityLookup)).toEqual([]);
  });
  test("every channel of the table looks up the city, so every row can fire", () => {
    const tableChannels = CITY_OVERRIDE_ROWS.flatMap((row) => row.channels);
    expect(tableChannels.filter((channel) => !needsCityLookup(channel))).toEqual([]);
  });
});
