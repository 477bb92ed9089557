import { expect, test, vi } from "vitest";
import { announceFormSuccess, FORM_SUCCESS_EVENT, type FormSuccessDetail } from "./form-success.ts";

test("listeners get the form and may delay navigation with waitUntil", async () => {
  const target = new EventTarget();
  const seen: string[] = [];
  target.addEventListener(FORM_SUCCESS_EVENT, (event) => {
    const detail = (event as CustomEvent<FormSuccessDetail>).detail;
    seen.push(`${detail.formKind}/${detail.formId}`);
    detail.waitUntil(new Promise((resolve) => setTimeout(() => resolve(seen.push("sent")), 10)));
  });
  await announceFormSuccess(target, { formKind: "carloan", formId: "bd-carloan" });
  expect(seen).toEqual(["carloan/bd-carloan", "sent"]);
});

test("a slow or failing listener never blocks longer than the timeout", async () => {
  vi.useFakeTimers();
  const target = new EventTarget();
  target.addEventListener(FORM_SUCCESS_EVENT, (event) => {
    const detail = (event as CustomEvent<FormSuccessDetail>).detail;
    detail.waitUntil(new Promise(() => undefined));
    detail.waitUntil(Promise.reject(new Error("blocked host")));
  });
  const done = announceFormSuccess(target, { formKind: "form-package", formId: "form-package" }, 1000);
  await vi.advanceTimersByTimeAsync(1000);
  await expect(done).resolves.toBeUndefined();
  vi.useRealTimers();
});

test("no listener: resolves at once", async () => {
  await expect(
    announceFormSuccess(new EventTarget(), { formKind: "x", formId: "y" }),
  ).resolves.toBeUndefined();
});
