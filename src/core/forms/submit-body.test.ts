import { describe, expect, test } from "vitest";
import { VIRTUAL_OPERATOR_EXEMPT_NUMBERS } from "../../config/channels.ts";
import { formById } from "../../config/forms/registry.ts";
import { submissionBody } from "./submit-body.ts";

test.each([
  ["110101", "110101"],
  ["441901", "441900"],
  ["442001", "442000"],
  ["460401", "460400"],
  ["620200", "620200"],
  ["429004", "429004"],
])(
  "area codes: counties kept; town codes under no-county cities become the city code: %s → %s",
  (code, sent) => {
    expect(submissionBody(formById("p4infopop-app"), { city: code }).city).toBe(sent);
  },
);

test("the body carries form_kind, normalised values, derived area codes and consent flags", () => {
  const body = submissionBody(formById("p4infopop-app"), {
    name: " 阿依古丽•买买提 ",
    id_number: "11010119900307803x",
    city: "441901",
    city_name: "广东省 东莞市",
    monthly_income: "5000-8000",
    unknown_field: "dropped",
  });
  expect(body).toEqual({
    form_kind: "p4infopop-app",
    name: "阿依古丽·买买提",
    id_number: "11010119900307803X",
    city: "441900",
    city_name: "广东省 东莞市",
    city_province_code: "440000",
    city_city_code: "441900",
    monthly_income: "5000-8000",
    consent: "1",
    id_consent: "1",
  });
});

test("empty optional fields are left out; forms without ID number send no id_consent", () => {
  const body = submissionBody(formById("form-package-simple"), { name: "张三", loan_amount: "" });
  expect(body).toEqual({ form_kind: "form-package-simple", name: "张三", consent: "1" });
});

test("a form that hands its answers to partners sends its separate consent; others do not", () => {
  expect(submissionBody(formById("debt-optimization"), { name: "张三" }).partner_consent).toBe("1");
  expect(submissionBody(formById("form-package-simple"), { name: "张三" }).partner_consent).toBeUndefined();
});

test("contact phones are sent without spaces or +86", () => {
  const body = submissionBody(formById("ios-contact"), { contact1_phone: "+86 139-0000-1111" });
  expect(body.contact1_phone).toBe("13900001111");
});

test("an area without its shown name still sends the code and an empty name", () => {
  const body = submissionBody(formById("form-package-simple"), { city: "110101" });
  expect(body.city).toBe("110101");
  expect(body.city_name).toBe("");
});

describe("virtual-operator numbers are flagged for the backend, not refused (spec 5)", () => {
  test.each([
    ["17051234567", "1"],
    ["+86 171-2345-6789", "1"],
    ["14612345678", "1"],
    ["13900001111", undefined],
    ["17212345678", undefined],
  ])("%s: flag %s", (phone, flag) => {
    const body = submissionBody(formById("ios-contact"), { contact1_phone: phone });
    expect(body.contact1_phone_virtual_operator).toBe(flag);
  });
  test("the exempt number is not flagged", () => {
    const [exempt] = VIRTUAL_OPERATOR_EXEMPT_NUMBERS;
    expect(exempt).toBeDefined();
    const body = submissionBody(formById("ios-contact"), { contact1_phone: exempt ?? "" });
    expect(body.contact1_phone_virtual_operator).toBeUndefined();
  });
});
