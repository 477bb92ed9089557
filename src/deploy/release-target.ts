/**
 * Where `npm run release` puts a bundle (decision 100): `RELEASE_TARGET=s3://bucket/prefix` for
 * every bundle (each under `<prefix>/<bundle id>/`), else the host file's `release` field.
 */
import { S3Client } from "@aws-sdk/client-s3";
import type { Bundle } from "../config/bundles.ts";

/** The store of one bundle's release and its key prefixes, each "" or ending in "/". */
export interface ReleaseTarget {
  s3: S3Client;
  bucket: string;
  /** The site root: the bundle's pages and files. */
  root: string;
  /** Where the hashed `_astro/` files go: under the root, or one prefix shared by the bundles. */
  assets: string;
  /** Manifests and HTML copies of each release, and which release is serving. */
  releases: string;
  /** Public base URLs of the site, for the purge list (none: paths alone). */
  baseUrls: string[];
}

const folder = (prefix: string) => prefix.replace(/^\/+|\/+$/g, "").replace(/(.)$/, "$1/");

/**
 * The client. The SDK itself reads AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN,
 * AWS_ENDPOINT_URL and profiles; checksums only where the API requires them (several
 * S3-compatible stores reject the SDK's default ones); RELEASE_PATH_STYLE=1 for stores that need
 * bucket names in the path.
 */
const clientOf = (env: NodeJS.ProcessEnv, region?: string) =>
  new S3Client({
    region: env.AWS_REGION ?? region ?? "us-east-1",
    forcePathStyle: env.RELEASE_PATH_STYLE === "1",
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

/**
 * The target of a bundle. `sharedAssets`: the bundle was built with a shared asset prefix
 * (ASSETS_PREFIX), whose files then go once to `<prefix>/_astro/` of a shared RELEASE_TARGET.
 */
export function targetOf(bundle: Bundle, env: NodeJS.ProcessEnv, sharedAssets = false): ReleaseTarget {
  const hostUrls = bundle.hostnames.map((name) => `https://${name}`);
  if (env.RELEASE_TARGET) {
    const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(env.RELEASE_TARGET.trim());
    if (!match?.[1]) throw new Error(`RELEASE_TARGET "${env.RELEASE_TARGET}" is not s3://bucket/prefix`);
    const prefix = folder(match[2] ?? "");
    const root = `${prefix}${bundle.id}/`;
    const assets = sharedAssets ? `${prefix}_astro/` : `${root}_astro/`;
    const releases = `${prefix}_releases/${bundle.id}/`;
    return { s3: clientOf(env), bucket: match[1], root, assets, releases, baseUrls: hostUrls };
  }
  const own = bundle.release;
  if (!own) {
    throw new Error(
      `Bundle "${bundle.id}" has no target: set RELEASE_TARGET or the host file's release field`,
    );
  }
  if (sharedAssets) {
    throw new Error(
      `Bundle "${bundle.id}" was built with a shared asset prefix (ASSETS_PREFIX), which needs a shared ` +
        "RELEASE_TARGET; build it without ASSETS_PREFIX for its own target",
    );
  }
  const root = folder(own.prefix ?? "");
  return {
    s3: clientOf(env, own.region),
    bucket: own.bucket,
    root,
    assets: `${root}_astro/`,
    releases: `${root}_releases/`,
    baseUrls: own.publicBaseUrl ? [own.publicBaseUrl.replace(/\/+$/, "")] : hostUrls,
  };
}
