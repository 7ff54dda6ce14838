/**
 * Stands in for S3 (outside this machine): a path-style object store on loopback that, like S3,
 * refuses any request whose AWS Signature V4 (presigned query or Authorization header) does not match.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import aws4 from "aws4";

export const S3_CREDENTIALS = { accessKeyId: "test-access-key", secretAccessKey: "test-secret-key-for-the-stand-in" };
export const S3_BUCKET = "media";
export const S3_REGION = "us-east-1";

interface StoredObject {
  body: Buffer;
  type: string;
}

export async function startS3() {
  const objects = new Map<string, StoredObject>();

  function signatureMatches(req: http.IncomingMessage, url: URL, body: Buffer): boolean {
    const host = req.headers.host!;
    const query = new URLSearchParams(url.search);
    const given = query.get("X-Amz-Signature");
    if (given) {
      const date = query.get("X-Amz-Date")!;
      const expires = Number(query.get("X-Amz-Expires"));
      const issued = Date.UTC(
        +date.slice(0, 4),
        +date.slice(4, 6) - 1,
        +date.slice(6, 8),
        +date.slice(9, 11),
        +date.slice(11, 13),
        +date.slice(13, 15),
      );
      if (issued + expires * 1000 < Date.now()) return false;
      query.delete("X-Amz-Signature");
      const signedHeaders = (query.get("X-Amz-SignedHeaders") ?? "").split(";").filter((h) => h !== "host");
      const headers = Object.fromEntries(signedHeaders.map((h) => [h, String(req.headers[h] ?? "")]));
      const expected = aws4.sign(
        {
          host,
          path: `${url.pathname}?${query.toString()}`,
          method: req.method,
          service: "s3",
          region: S3_REGION,
          signQuery: true,
          headers,
        },
        S3_CREDENTIALS,
      );
      return new URL(`http://${host}${expected.path}`).searchParams.get("X-Amz-Signature") === given;
    }
    const auth = req.headers.authorization ?? "";
    const signedHeaders =
      /SignedHeaders=([^,]+)/
        .exec(auth)?.[1]
        ?.split(";")
        .filter((h) => h !== "host") ?? [];
    const headers = Object.fromEntries(signedHeaders.map((h) => [h, String(req.headers[h] ?? "")]));
    const expected = aws4.sign(
      {
        host,
        path: url.pathname + url.search,
        method: req.method,
        service: "s3",
        region: S3_REGION,
        headers,
        ...(body.length ? { body } : {}),
      },
      S3_CREDENTIALS,
    );
    return !!auth && (expected.headers as Record<string, string>).Authorization === auth;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      if (!signatureMatches(req, url, body)) return void res.writeHead(403).end("SignatureDoesNotMatch");
      const key = decodeURIComponent(url.pathname.slice(`/${S3_BUCKET}/`.length));
      const found = objects.get(key);
      switch (req.method) {
        case "PUT":
          objects.set(key, { body, type: String(req.headers["content-type"] ?? "") });
          return void res.writeHead(200).end();
        case "GET":
          return void (found
            ? res.writeHead(200, { "content-type": found.type }).end(found.body)
            : res.writeHead(404).end());
        case "HEAD":
          return void res.writeHead(found ? 200 : 404).end();
        case "DELETE":
          objects.delete(key);
          return void res.writeHead(204).end();
        default:
          return void res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET,
      S3_REGION,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      S3_PUBLIC_URL: `${endpoint}/${S3_BUCKET}`,
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
