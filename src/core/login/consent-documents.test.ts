import { expect, test } from "vitest";
import { findRoute } from "../../config/routes.ts";
import { CONSENT_DOCUMENTS, CONSENT_DOCUMENT_NAMES } from "./consent-documents.ts";

test.each(CONSENT_DOCUMENTS.map((doc) => [doc.href, doc.title]))("%s is a route titled %s", (href, title) => {
  expect(findRoute(href)?.title).toBe(title);
});

test("the names read as one list", () => {
  expect(CONSENT_DOCUMENT_NAMES).toBe("《用户服务协议》《隐私政策》和《联合登录协议》");
});
