import { describe, expect, test } from "vitest";
import { FORM_KINDS } from "../config/forms/kinds.ts";
import { fieldsOf, formById } from "../config/forms/registry.ts";

/** Every form of the registry (src/config/forms/registry.ts), by id. */
const FORM_IDS = [
  "form-package",
  "form-package-app",
  "form-package-uni",
  "form-package-simple",
  "form-package-test",
  "p4infopop-app",
  "ios-basic",
  "ios-contact",
  "carloan",
  "carloan-app",
  "carloan-zhijie-app",
  "bd-carloan",
  "kuaishou-carloan",
  "uni-carloan",
  "app-carloan",
  "debt-optimization",
];
const FORMS = FORM_IDS.map(formById);

const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/;

test("formById finds every form by its id and throws for an unknown id", () => {
  for (const id of FORM_IDS) expect(formById(id).id).toBe(id);
  expect(() => formById("nope")).toThrow(/Unknown form id/);
});

describe.each(FORMS.map((form) => [form.id, form] as const))("%s", (_id, form) => {
  const fields = fieldsOf(form);

  test("has a contract form_kind and at least one step", () => {
    expect(FORM_KINDS).toContain(form.kind);
    expect(form.steps.length).toBeGreaterThan(0);
  });

  test("field names follow the contract's rule, are unique and leave room for derived fields", () => {
    const names = fields.map((field) => field.name);
    for (const name of names) expect(name).toMatch(FIELD_NAME);
    expect(new Set(names).size).toBe(names.length);
    // Area fields add <name>_name, _province_code and _city_code; consents add two flags.
    const areaExtra = fields.filter((field) => field.kind === "area").length * 3;
    expect(names.length + areaExtra + 2).toBeLessThanOrEqual(60);
  });

  test("choice fields have options with unique values; number fields have bounds", () => {
    for (const field of fields) {
      if (field.kind === "select" || field.kind === "chips" || field.kind === "multiChips") {
        const values = (field.options ?? []).map((option) => option.value);
        expect(values.length, field.name).toBeGreaterThan(0);
        expect(new Set(values).size, field.name).toBe(values.length);
        for (const value of values) expect(value, field.name).not.toContain(",");
      }
      if (field.kind === "number") {
        expect(field.min, field.name).toBeTypeOf("number");
        expect(field.max, field.name).toBeGreaterThan(field.min ?? 0);
      }
      if (field.kind === "area") expect(["city", "county"]).toContain(field.areaDepth);
    }
  });

  test("distinctFrom names mobile fields of the same form", () => {
    const mobiles = new Set(fields.filter((field) => field.kind === "mobile").map((field) => field.name));
    for (const field of fields)
      for (const other of field.distinctFrom ?? []) expect(mobiles).toContain(other);
  });
});

test("loan purposes never offer 购房 or investment; 经营周转 only for 个体户/企业主", () => {
  const purpose = fieldsOf(formById("form-package")).find((field) => field.name === "loan_purpose");
  const labels = (purpose?.options ?? []).map((option) => option.label);
  expect(labels.some((label) => /购房|投资|理财|股票/.test(label))).toBe(false);
  const business = purpose?.options?.find((option) => option.label === "经营周转");
  expect(business?.onlyIf).toEqual({ field: "occupation", values: ["self_employed", "business_owner"] });
});

test("the simple variant asks no ID number; the full form does", () => {
  const kinds = (id: string) => fieldsOf(formById(id)).map((field) => field.kind);
  expect(kinds("form-package-simple")).not.toContain("idNumber");
  expect(kinds("form-package")).toContain("idNumber");
});

test("contacts are exactly two, each with relation, name and a phone distinct from the other", () => {
  const names = fieldsOf(formById("ios-contact")).map((field) => field.name);
  expect(names).toEqual([
    "contact1_relation",
    "contact1_name",
    "contact1_phone",
    "contact2_relation",
    "contact2_name",
    "contact2_phone",
  ]);
});
