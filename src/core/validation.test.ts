import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { VIRTUAL_OPERATOR_EXEMPT_NUMBERS } from "../config/channels.ts";
import { isValidIdNumber } from "./id-number.ts";
import { isValidName, normalizeName } from "./name.ts";
import {
  isMainlandMobile,
  isValidHelperPhone,
  isVirtualOperatorNumber,
  maskPhone,
  normalizeMobile,
} from "./phone.ts";
import { MESSAGES, isValidTime } from "./validation.ts";

const NOW = Date.parse("2024-06-01T12:00:00+08:00");

/** The check characters that make `first17` a valid ID number (a valid body has exactly one). */
const checkCharsOf = (first17: string) => [..."0123456789X"].filter((c) => isValidIdNumber(first17 + c, NOW));

describe("phone helper (spec 5: 'strip characters other than digits, hyphen and pipe')", () => {
  test("strips", () => expect(isValidHelperPhone("tel: 138 0013 8000.")).toBe(true));
  test.each([
    "13800138000",
    "8613800138000",
    "+86 138 0013 8000",
    "12345678901",
    "010-12345678",
    "0755-12345678",
    "0101234567",
  ])("valid %s", (phone) => expect(isValidHelperPhone(phone)).toBe(true));
  test.each([
    "1380013800",
    "23800138000",
    "010-123",
    "0101234567890123",
    "0755-1234-5678",
    "138|00138000",
    "",
    "abc",
  ])("invalid %s", (phone) => expect(isValidHelperPhone(phone)).toBe(false));
  test("non-string is invalid", () => expect(isValidHelperPhone(13800138000)).toBe(false));
});

describe("mainland mobile (spec 5: '11 digits, starts with 1, second digit 3 to 9')", () => {
  test.each(["13800138000", "19912345678", "+86 138-0013-8000", "0086 13800138000"])("valid %s", (p) =>
    expect(isMainlandMobile(p)).toBe(true),
  );
  test.each(["12800138000", "1380013800", "138001380000", "23800138000", null])("invalid %j", (p) =>
    expect(isMainlandMobile(p)).toBe(false),
  );
  test.each([
    ["13800138000", "13800138000"],
    ["+86 138-0013-8000", "13800138000"],
    ["+8613800138000", "13800138000"],
    ["8613800138000", "13800138000"],
    ["008613800138000", "13800138000"],
    ["0086 138 0013 8000", "13800138000"],
    ["138.0013.8000", "13800138000"],
    ["(+86) 138 0013 8000", "13800138000"],
    ["138\u30000013\u30008000", "13800138000"],
    ["138—0013—8000", "13800138000"],
    // Only a prefix in front of a whole mobile number goes: these stay as typed (and are invalid).
    ["86138001380", "86138001380"],
    ["8623800138000", "8623800138000"],
    ["+862", "+862"],
    ["", ""],
  ])("normalises %j to %j", (raw, normal) => expect(normalizeMobile(raw)).toBe(normal));
  test.each(["8613800138000", "008613800138000", "+86 (138) 0013 8000"])("prefixed %s is valid", (p) =>
    expect(isMainlandMobile(p)).toBe(true),
  );
  test("masking", () => {
    expect(maskPhone("13800138000")).toBe("138****8000");
    expect(maskPhone("123")).toBe("123");
  });
});

describe("virtual-operator prefixes (spec 5)", () => {
  // Spec 5: "1704, 1707, 1708, 1709, 171, 146, 167, 141, 149, 1700, 1701, 1702, 162, 174, 165, 1703, 1706, 1705".
  const prefixes = "1704 1707 1708 1709 171 146 167 141 149 1700 1701 1702 162 174 165 1703 1706 1705".split(
    " ",
  );
  test.each(prefixes)("prefix %s is flagged", (prefix) => {
    const phone = `${prefix}${"5".repeat(11 - prefix.length)}`;
    expect(isVirtualOperatorNumber(phone)).toBe(true);
  });
  test.each(["1720", "1470", "1600", "1750", "1300"])("%s… is not flagged", (prefix) => {
    expect(isVirtualOperatorNumber(`${prefix}5555555`)).toBe(false);
  });
  test("'One specific number is exempt'", () => {
    expect(VIRTUAL_OPERATOR_EXEMPT_NUMBERS).toHaveLength(1);
    const [exempt = ""] = VIRTUAL_OPERATOR_EXEMPT_NUMBERS;
    expect(isVirtualOperatorNumber(exempt)).toBe(false);
    // Only that number: its neighbour under the same prefix is flagged.
    expect(isVirtualOperatorNumber(`${exempt.slice(0, -1)}${exempt.endsWith("0") ? 1 : 0}`)).toBe(true);
  });
  test.each(["13800138000", "17212345678", "14712345678", 17012345678])("%j is not flagged", (p) =>
    expect(isVirtualOperatorNumber(p)).toBe(false),
  );
});

describe("time string (spec 5: 'only HH:MM:SS, 24-hour')", () => {
  test.each(["00:00:00", "23:59:59", "09:05:07"])("valid %s", (t) => expect(isValidTime(t)).toBe(true));
  test.each(["24:00:00", "9:05:07", "12:60:00", "12:00:60", "12:00", " 12:00:00", 120000])(
    "invalid %j",
    (t) => expect(isValidTime(t)).toBe(false),
  );
});

describe("default messages (spec 5)", () => {
  test("are the spec's words", () => {
    expect(MESSAGES).toEqual({
      nameEmpty: "请填写姓名",
      phoneInvalid: "请填写正确的电话",
      addressEmpty: "请填写详细地址",
      areaEmpty: "请选择地区",
    });
  });
});

describe("ID number GB 11643 (REFERENCE.md)", () => {
  test.each([
    "11010519491231002X",
    "440524188001010014",
    "11010119900307803X",
    "11010519491231002x",
    " 440524188001010014 ",
  ])("valid sample %s", (id) => expect(isValidIdNumber(id, NOW)).toBe(true));
  test.each([
    ["110105194912310021", "wrong check character"],
    ["110105194902300027", "no 30 February"],
    ["110105203001010013", "birth date in the future"],
    ["110105170001010011", "before 1800"],
    ["11010519491231002", "17 characters"],
    ["1101051949123100XX", "X inside"],
    ["010105194912310020", "area code 01 does not exist"],
    ["990105194912310025", "area code 99 does not exist"],
  ])("invalid %s (%s)", (id) => expect(isValidIdNumber(id, NOW)).toBe(false));
  test("non-string", () => expect(isValidIdNumber(110105, NOW)).toBe(false));
  test("check character", () => expect(checkCharsOf("11010519491231002")).toEqual(["X"]));
  test("property: a computed check character makes a real past date valid", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ..."11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46".split(" "),
          ..."50 51 52 53 54 61 62 63 64 65 71 81 82 83 91".split(" "),
        ),
        fc.integer({ min: 0, max: 9999 }),
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2020, 0, 1), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        (prefix, rest, date, seq) => {
          const pad = (n: number, w: number) => String(n).padStart(w, "0");
          const area = `${prefix}${pad(rest, 4)}`;
          const body = `${area}${date.getFullYear()}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}${pad(seq, 3)}`;
          expect(checkCharsOf(body)).toHaveLength(1);
        },
      ),
    );
  });
});

describe("names (REFERENCE.md: Han + ·, normalise •・． to U+00B7, 2-20 code points)", () => {
  test.each(["张三", "买买提•艾力", "阿依古丽・买买提", "阿依古丽．买买提", " 李 四 ", "𠮷野"])(
    "valid %s",
    (n) => expect(isValidName(n)).toBe(true),
  );
  test.each(["张", "张三a", "·张三", "张三·", "张··三", "John", "", "张".repeat(21), 12])("invalid %j", (n) =>
    expect(isValidName(n)).toBe(false),
  );
  test("normalises dots", () => expect(normalizeName("买买提•艾力")).toBe("买买提·艾力"));
  test("20 code points is the limit", () => expect(isValidName("张".repeat(20))).toBe(true));
});

describe("validators never throw", () => {
  test("property: any input gives a boolean", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const check of [
          isValidHelperPhone,
          isMainlandMobile,
          isVirtualOperatorNumber,
          isValidTime,
          isValidName,
        ]) {
          expect(typeof check(value)).toBe("boolean");
        }
        expect(typeof isValidIdNumber(value, NOW)).toBe("boolean");
      }),
    );
  });
  test("property: strings of digits and separators", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d+ |-]{0,20}$/), (value) => {
        expect(typeof isValidHelperPhone(value)).toBe("boolean");
        expect(isMainlandMobile(value)).toBe(
          /^1[3-9]\d{9}$/.test(value.replace(/[\s-]/g, "").replace(/^(\+86|0086|86)(?=1\d{10}$)/, "")),
        );
      }),
    );
  });
});
