/** "1 comment", "2 comments": a count with its noun in the right number (English). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}
