/**
 * A catalogue sentence with one value set in bold: the message is rendered with a mark where the
 * value goes and split there, so each language places the value where its word order wants it.
 */
const MARK = "\u0000";

export function Emphasised({ text, value }: { text: (value: string) => string; value: string }) {
  const [before = "", after = ""] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}
