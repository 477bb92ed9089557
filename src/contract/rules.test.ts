import { describe, expect, test } from "vitest";
import { isValidIdNumber } from "../core/id-number.ts";
import { isValidName, normalizeName } from "../core/name.ts";
import { isMainlandMobile, maskPhone } from "../core/phone.ts";
import { maskIdNumber, maskIdNumbers } from "./rules.ts";

const TODAY = new Date(2025, 2, 1).getTime();

describe("isValidIdNumber (GB 11643)", () => {
  test.each([
    ["11010519491231002X", true], // REFERENCE.md sample
    ["11010519491231002x", true], // lower-case check character
    ["440524188001010014", true], // REFERENCE.md sample, born 1880
    ["11010119900307803X", true], // REFERENCE.md sample
    ["110105194912310021", false], // REFERENCE.md invalid sample: wrong check digit
    ["110105194902300020", false], // 30 February (check digit right)
    ["110105202503020010", false], // born tomorrow (after TODAY; check digit right)
    ["110105202503010015", true], // born today
    ["110105179901010018", false], // born before 1800 (check digit right)
    ["010105194912310026", false], // area code cannot start with 0 (check digit right)
    ["1101051949123100", false], // too short
    ["11010519491231002Y", false], // not a check character
  ])("%s -> %s", (id, valid) => {
    expect(isValidIdNumber(id, TODAY)).toBe(valid);
  });
});

describe("isValidName", () => {
  test.each([
    ["张三", true],
    ["欧阳娜娜", true],
    ["阿依古丽·买买提", true], // minority name with middle dot
    ["阿依古丽•买买提", true], // look-alike dot is normalised
    [" 张三 ", true], // trimmed
    ["张", false], // 1 code point
    ["张".repeat(21), false], // 21 code points
    ["·张三", false], // dot cannot lead
    ["张三·", false], // or trail
    ["张··三", false], // or repeat
    ["Zhang", false],
    ["张3", false],
    ["𠀀𠀁", true], // CJK extension B counts as one code point each
  ])("%j -> %s", (name, valid) => {
    expect(isValidName(name)).toBe(valid);
  });

  test("normalizeName turns look-alike dots into U+00B7", () => {
    expect(normalizeName("阿依古丽・买买提")).toBe("阿依古丽·买买提");
  });
});

describe("isMainlandMobile", () => {
  test.each([
    ["13800138000", true],
    ["19912345678", true],
    ["12800138000", false], // second digit 2
    ["1380013800", false], // 10 digits
    ["+86 138-0013-8000", true], // src/core strips spaces, hyphens and +86
  ])("%s -> %s", (phone, valid) => {
    expect(isMainlandMobile(phone)).toBe(valid);
  });
});

test.each([
  [maskPhone, "13800138000", "138****8000"],
  [maskIdNumber, "11010519491231002X", "110105********002X"],
  [maskIdNumber, "110105491231002", "110105******002"],
  [maskIdNumber, "x", "***"],
])("%o(%s) -> %s", (mask, value, masked) => {
  expect(mask(value)).toBe(masked);
});

// What the server writes (decision 415): every ID number in free text, however it was typed.
describe("maskIdNumbers", () => {
  test.each([
    ["an 18-digit number alone", "110105199003071239", "110105********1239"],
    ["next to letters", "ID110105199003071239", "ID110105********1239"],
    ["in an address", "北京市朝阳区110105199003071239号", "北京市朝阳区110105********1239号"],
    ["with a lower-case check character", "身份证11010519491231002x", "身份证110105********002X"],
    ["spaced", "证件 110105 19900307 1239 谢谢", "证件 110105********1239 谢谢"],
    ["dashed", "110105-1990-0307-1239", "110105********1239"],
    ["one digit at a time", "1 1 0 1 0 5 1 9 9 0 0 3 0 7 1 2 3 9", "110105********1239"],
    ["in full-width digits", "１１０１０５１９９００３０７１２３９", "110105********1239"],
    [
      "full-width, with ideographic spaces and Ｘ",
      "号码１１０１０５　１９４９１２３１　００２Ｘ",
      "号码110105********002X",
    ],
    ["15 digits (first generation)", "旧证110105491231002号", "旧证110105******002号"],
    ["two in one text", "110105199003071239/440524188001010014", "110105********1239/440524********0014"],
    // Not ID numbers: a phone, a 19-digit card, 16 digits, plain text.
    ["a mobile number", "电话13800138000", "电话13800138000"],
    ["inside a longer run of digits", "1101051990030712391", "1101051990030712391"],
    ["16 digits", "6222021234567890", "6222021234567890"],
    ["no digits", "家里有急事", "家里有急事"],
  ])("%s", (_case, text, masked) => {
    expect(maskIdNumbers(text)).toBe(masked);
  });
});
