/**
 * The "正在为您登录…" state of the entry pages (issue 18): a visitor who is already logged in
 * would otherwise see the login form until the guard moves them on. A few hundred bytes inlined
 * into <head> mark the page before it paints when a token is stored; the form keeps its place
 * (hidden, not removed, so nothing jumps) under a calm message. The mark goes when the guard
 * decides the page stays (it sets <html data-guard>), or after {@link SIGNING_IN_TIMEOUT_MS} in
 * case the guard cannot finish, so the form is never out of reach.
 */
import { ACCESS_TOKEN } from "./storage-keys.ts";

/** Longest wait before the form shows anyway (the guard's user-info call is one round trip). */
export const SIGNING_IN_TIMEOUT_MS = 4000;

/** The inline script; everything sits in try/catch, so blocked storage simply shows the form. */
export function signingInScript(): string {
  return (
    `try{var d=document.documentElement;if(localStorage.getItem(${JSON.stringify(ACCESS_TOKEN.key)})){` +
    `d.setAttribute("data-signing-in","");var e=function(){d.removeAttribute("data-signing-in")};` +
    `setTimeout(e,${SIGNING_IN_TIMEOUT_MS});new MutationObserver(function(){d.hasAttribute("data-guard")&&e()})` +
    `.observe(d,{attributes:true,attributeFilter:["data-guard"]})}}catch(x){}`
  );
}
