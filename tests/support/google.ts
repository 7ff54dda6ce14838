/**
 * Stands in for Google's side of sign-in: a JWKS served on loopback and ID tokens signed with its key
 * (plus an impostor key that is not in the JWKS). The server verifies them exactly as it would Google's.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";

export const GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";

export async function startGoogleJwks() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const impostor = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;

  async function idToken(
    claims: JWTPayload,
    opts: { audience?: string; expiresIn?: string | number; key?: "google" | "impostor" } = {},
  ) {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "test-key", typ: "JWT" })
      .setIssuer("https://accounts.google.com")
      .setAudience(opts.audience ?? GOOGLE_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? "10m")
      .sign(opts.key === "impostor" ? impostor.privateKey : privateKey);
  }
  return { url, idToken, close: () => new Promise<void>((r) => server.close(() => r())) };
}
