/** Types shared by the API router and its handlers. */
import type { ApiName, ApiRequests, FormBody } from "../../src/contract/index.ts";
import type { AppContext } from "../context.ts";
import { ApiError } from "../http/api-error.ts";
import { NO_USER, type UserRow } from "../services/users.ts";

/** One API request after decoding, authentication and validation. */
export interface RequestContext {
  app: AppContext;
  ip: string;
  cookies: Record<string, string>;
  /** The whole decoded body, common fields included. */
  body: FormBody;
  /** The user of a valid `_token` (endpoints with auth none never look). */
  user: UserRow | undefined;
}

/** Answers one endpoint (its return value is the answer's `data`); throws ApiError to refuse. */
export type Handler<N extends ApiName> = (input: ApiRequests[N], ctx: RequestContext) => unknown;

export type HandlerTable = { [N in ApiName]: Handler<N> };

/** The user of a `required` endpoint (the router has already refused requests without one). */
export function requireUser(ctx: RequestContext): UserRow {
  if (!ctx.user) throw new ApiError(401, NO_USER.code, NO_USER.msg);
  return ctx.user;
}
