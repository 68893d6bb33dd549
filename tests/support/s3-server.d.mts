export type S3Server = {
  endpoint: string;
  bucket: string;
  directory: string;
  env: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
  };
  stop: () => Promise<void>;
};
export function startS3(bucket?: string): Promise<S3Server>;
