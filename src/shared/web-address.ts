/** What the canonical address of a cross-posted story may be: an absolute http(s) address on a named host. */
export function isWebAddress(s: string): boolean {
  try {
    const url = new URL(s);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

export const WEB_ADDRESS_MESSAGE = "Give the full address where the story was first published (https://…)";
