/** The part of s3rver (an S3 API server for tests, decision 100) the release tests use. */
declare module "s3rver" {
  export default class S3rver {
    constructor(options: {
      port: number;
      address: string;
      silent: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
