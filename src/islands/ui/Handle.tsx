/**
 * A person's `@handle`, isolated left to right so a right-to-left page reads `@ada`, not `ada@`
 * (decision 020). `username` may carry a host (`ada@example.org`). The pages' twin: components/Handle.astro.
 */
export function Handle({ username }: { username: string }) {
  return <bdi dir="ltr">@{username}</bdi>;
}
