/** User endpoints: info, form saves and the real-name check. */
import {
  API_CODE,
  isFormAccepted,
  maskIdNumber,
  maskPhone,
  type FormSubmission,
} from "../../src/contract/index.ts";
import type { AppContext } from "../context.ts";
import { refusal } from "../http/api-error.ts";
import { maskFormFields } from "../services/personal-data.ts";
import { requireUser, type HandlerTable } from "./types.ts";

function storeForm(
  app: AppContext,
  userId: number,
  form: FormSubmission,
  endpoint: string,
  accepted: boolean | null,
): void {
  app.db
    .prepare(
      "INSERT INTO forms (user_id, kind, endpoint, fields, accepted, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(
      userId,
      form.form_kind,
      endpoint,
      JSON.stringify(maskFormFields(form.fields)),
      accepted === null ? null : Number(accepted),
      app.options.now(),
    );
}

/**
 * The forms whose accepted save completes the application (the quick lead forms do not): userGet
 * then says application_complete.
 */
const FULL_APPLICATION_KINDS: readonly string[] = [
  "form-package",
  "form-package-app",
  "form-package-uni",
  "form-package-test",
];

/** The stored answers of a form (ID numbers are stored masked) as a profile, consent flags left out. */
function profileOf(stored: string): Record<string, string> {
  const fields = new Map(Object.entries(JSON.parse(stored) as Record<string, string>));
  fields.delete("consent");
  fields.delete("id_consent");
  return Object.fromEntries(fields);
}

export const USER_HANDLERS = {
  userGet: (_input, ctx) => {
    const user = requireUser(ctx);
    const forms = ctx.app.db
      .prepare("SELECT kind, endpoint, fields, accepted FROM forms WHERE user_id = ? ORDER BY id")
      .all(user.id) as { kind: string; endpoint: string; fields: string; accepted: number | null }[];
    const latest = forms.at(-1);
    return {
      id: user.id,
      phone: maskPhone(user.phone),
      realname_status: user.realname_status,
      form_filled: forms.some((form) => form.endpoint === "formSave"),
      form_kinds: [...new Set(forms.map((form) => form.kind))],
      created_at: Math.floor(user.created_at / 1000),
      application_complete: forms.some(
        (form) => form.accepted === 1 && FULL_APPLICATION_KINDS.includes(form.kind),
      ),
      profile: latest ? profileOf(latest.fields) : {},
    };
  },

  userSave: (form, ctx) => {
    storeForm(ctx.app, requireUser(ctx).id, form, "save", null);
    return { saved: true };
  },

  formSave: (form, ctx) => {
    const accepted = isFormAccepted(form.fields);
    storeForm(ctx.app, requireUser(ctx).id, form, "formSave", accepted);
    // A declined application is a business refusal: HTTP 200 with a code other than 200.
    if (!accepted) throw refusal(API_CODE.DECLINED, "很抱歉，本次申请未通过");
    return { accepted };
  },

  realname: ({ name, id_number }, ctx) => {
    const user = requireUser(ctx);
    // No identity service here: a well-formed pair passes, except the refusal test name.
    const passed = isFormAccepted({ name });
    const masked = maskIdNumber(id_number);
    ctx.app.db
      .prepare(
        "UPDATE users SET realname_status = ?, realname_name = ?, realname_id_masked = ?, realname_at = ? WHERE id = ?",
      )
      .run(passed ? "passed" : "failed", name, masked, ctx.app.options.now(), user.id);
    return { passed, name, id_number: masked };
  },
} satisfies Partial<HandlerTable>;
