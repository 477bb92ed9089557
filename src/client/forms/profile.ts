/**
 * A returning visitor's answers (issue 18): /v3/user/get read for the form's own fields, so a
 * visitor who applied before does not meet an empty form, and learns whether the application is
 * already complete. Any failure means "nothing known": the form simply shows as it is.
 */
import { readUserProfile, type UserProfile } from "../../contract/answers.ts";
import * as api from "../../contract/calls.ts";
import { request } from "../api.ts";

const NOTHING_KNOWN: UserProfile = { values: {}, complete: false };

/** The profile for the fields `names`; never rejects. */
export async function fetchUserProfile(names: readonly string[]): Promise<UserProfile> {
  try {
    const reply = await request(api.userGet, {}, { authRedirect: false });
    return reply.ok ? readUserProfile(reply.data, names) : NOTHING_KNOWN;
  } catch {
    return NOTHING_KNOWN;
  }
}
