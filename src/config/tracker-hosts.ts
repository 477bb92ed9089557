/**
 * Third-party origins the ad trackers load scripts from and report to (REFERENCE.md): the
 * search-engine conversion script and the short-video trace SDK. They are configuration: the
 * Content-Security-Policy allow-lists exactly these, so a changed host is one edit here.
 */
export const TRACKER_SCRIPT_ORIGINS: readonly string[] = [
  "https://fxgate.baidu.com",
  "https://p1-yx.adkwai.com",
  "https://static.yximgs.com",
];

/** Origins tracker scripts send their beacons to. */
export const TRACKER_CONNECT_ORIGINS: readonly string[] = [
  "https://fxgate.baidu.com",
  "https://p1-yx.adkwai.com",
  "https://static.yximgs.com",
];
