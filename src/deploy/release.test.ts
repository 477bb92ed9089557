import { S3Client } from "@aws-sdk/client-s3";
import { describe, expect, test } from "vitest";
import { getBundle, type Bundle } from "../config/bundles.ts";
import { targetOf } from "./release.ts";

const car = getBundle("car");
const withRelease = (release: Bundle["release"]): Bundle => ({ ...car, release });

describe("release targets", () => {
  test.each([
    ["s3://h5-sites", { bucket: "h5-sites", site: "car/", records: "_records/car/" }],
    ["s3://h5-sites/", { bucket: "h5-sites", site: "car/", records: "_records/car/" }],
    ["s3://h5-sites/live", { bucket: "h5-sites", site: "live/car/", records: "live/_records/car/" }],
    ["s3://h5-sites/a/b/", { bucket: "h5-sites", site: "a/b/car/", records: "a/b/_records/car/" }],
  ])("%s", (url, parsed) => {
    expect(targetOf(car, { RELEASE_TARGET: url })).toMatchObject(parsed);
  });

  test.each(["https://h5-sites/live", "s3://UPPER/live", "s3://x/live"])("%s is refused", (url) => {
    expect(() => targetOf(car, { RELEASE_TARGET: url })).toThrow(/is not s3:\/\/bucket\/prefix/);
  });

  test("a shared RELEASE_TARGET gives each bundle its own site and records (beside the sites, never served); assets shared on request", () => {
    const env = { RELEASE_TARGET: "s3://h5-sites/live" };
    const { s3, ...target } = targetOf(car, env);
    expect(target).toEqual({
      bucket: "h5-sites",
      site: "live/car/",
      assets: "live/car/_astro/",
      sharedAssets: false,
      records: "live/_records/car/",
      baseUrls: car.hostnames.map((name) => `https://${name}`),
    });
    expect(s3).toBeInstanceOf(S3Client);
    expect(targetOf(car, env, true)).toMatchObject({ assets: "live/_astro/", sharedAssets: true });
  });

  test("RELEASE_TARGET wins over the host file's field, which applies without it", async () => {
    const host = withRelease({
      bucket: "car-site",
      prefix: "h5",
      region: "oss-cn-hangzhou",
      publicBaseUrl: "https://c.example/",
    });
    expect(targetOf(host, { RELEASE_TARGET: "s3://staging-b" }).bucket).toBe("staging-b");
    const { s3, ...target } = targetOf(host, {});
    expect(target).toEqual({
      bucket: "car-site",
      site: "h5/",
      assets: "h5/_astro/",
      sharedAssets: false,
      records: "h5/_records/",
      baseUrls: ["https://c.example"],
    });
    expect(await s3.config.region()).toBe("oss-cn-hangzhou");
    expect(await targetOf(host, { AWS_REGION: "cn-north-1" }).s3.config.region()).toBe("cn-north-1");
  });

  test("the client: path style on request, checksums only where the API requires them", async () => {
    const { s3 } = targetOf(car, { RELEASE_TARGET: "s3://h5-sites", RELEASE_PATH_STYLE: "1" });
    expect(s3.config.forcePathStyle).toBe(true);
    expect(await s3.config.requestChecksumCalculation()).toBe("WHEN_REQUIRED");
    expect(await s3.config.responseChecksumValidation()).toBe("WHEN_REQUIRED");
    expect(await s3.config.region()).toBe("us-east-1");
  });

  test("no target, or a shared-prefix build for a host's own target, is refused with the reason", () => {
    expect(() => targetOf(car, {})).toThrow(/set RELEASE_TARGET or the host file's release field/);
    expect(() => targetOf(withRelease({ bucket: "car-site" }), {}, true)).toThrow(
      /needs a shared RELEASE_TARGET/,
    );
  });
});
