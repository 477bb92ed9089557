/**
 * A returning visitor's answers (issue 18): the /v3/user/get answer read for the form's own
 * fields, so a visitor who applied before does not meet an empty form. It is the guard's own
 * call where the guard made one on this page (spec 4: on form-package paths), not a second.
 * Any failure means "nothing known": the form simply shows as it is.
 */
import { readUserProfile, type UserProfile } from "../../contract/answers.ts";
import { userInfo } from "../guard.ts";

const NOTHING_KNOWN: UserProfile = { values: {}, complete: false };

/** The profile for the fields `names`; never rejects. */
export async function fetchUserProfile(names: readonly string[]): Promise<UserProfile> {
  try {
    const reply = await userInfo();
    return reply.ok ? readUserProfile(reply.data, names) : NOTHING_KNOWN;
  } catch {
    return NOTHING_KNOWN;
  }
}
