import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress, PRIVATE_ADDRESS_MESSAGE, privateOnItsFace } from "./address-policy.ts";
import { postTo } from "../services/webhooks/post-to.ts";

describe("isPrivateAddress", () => {
  it("knows loopback, private, link-local (cloud metadata), shared and reserved ranges in both families", () => {
    for (const inside of [
      "127.0.0.1",
      "127.8.9.10",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "[::1]",
      "fd12:3456::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "not an address",
    ])
      expect(isPrivateAddress(inside), inside).toBe(true);
    for (const outside of [
      "93.184.216.34",
      "8.8.8.8",
      "172.32.0.1",
      "192.169.0.1",
      "2606:4700::1111",
      "::ffff:8.8.8.8",
    ])
      expect(isPrivateAddress(outside), outside).toBe(false);
  });
});

describe("privateOnItsFace", () => {
  it("refuses localhost and private IPs written in the address, and lets names through to be resolved later", () => {
    expect(privateOnItsFace("http://localhost:8080/hook")).toBe(true);
    expect(privateOnItsFace("http://api.localhost/hook")).toBe(true);
    expect(privateOnItsFace("http://127.0.0.1/hook")).toBe(true);
    expect(privateOnItsFace("http://[::1]:9000/hook")).toBe(true);
    expect(privateOnItsFace("http://169.254.169.254/latest/meta-data")).toBe(true);
    expect(privateOnItsFace("https://hooks.example.com/inkwell")).toBe(false);
    expect(privateOnItsFace("https://93.184.216.34/inkwell")).toBe(false);
    // Loopback in IPv6 forms that carry an IPv4 address, and a fully qualified localhost.
    for (const url of [
      "http://[::7f00:1]/hook",
      "http://[::ffff:0:7f00:1]/hook",
      "http://[64:ff9b::7f00:1]/hook",
      "http://[::ffff:7f00:1]/hook",
      "http://[2002:7f00:1::]/hook",
      "http://[64:ff9b::a9fe:a9fe]/latest/meta-data",
      "http://localhost./hook",
      "http://api.localhost./hook",
    ])
      expect(privateOnItsFace(url), url).toBe(true);
    // The same forms carrying a public IPv4 address are public.
    expect(privateOnItsFace("http://[64:ff9b::5db8:d822]/hook")).toBe(false);
    expect(privateOnItsFace("http://[::ffff:5db8:d822]/hook")).toBe(false);
  });
});

describe("postTo", () => {
  const received: string[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push(body);
      res.writeHead(204).end();
    });
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));
  const opts = (allowPrivate: boolean) => ({ timeoutMs: 5_000, allowPrivate });

  it("sends nothing to a private IP or to a name that resolves to one, unless private addresses are allowed", async () => {
    await expect(postTo(`http://127.0.0.1:${port}/`, "one", {}, opts(false))).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
    await expect(postTo(`http://localhost:${port}/`, "two", {}, opts(false))).rejects.toThrow(/resolves to/);
    expect(received).toEqual([]);
    expect(await postTo(`http://127.0.0.1:${port}/`, "three", {}, opts(true))).toBe(204);
    expect(received).toEqual(["three"]);
  });
});
