/**
 * The title and subtitle in a story's shared document (decision 018): a Y.Text each, put in once from
 * the stored story, by the server (which has the story as stored, and one lock to make it once).
 */
import * as Y from "yjs";
import { COEDIT_META, COEDIT_TITLES, TITLES_SEEDED } from "../../shared/coedit.ts";

/** Whether the stored document already holds the title and subtitle (put in once, maybe emptied since). */
export function hasTitles(update: Uint8Array): boolean {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, update);
    return doc.getMap(COEDIT_META).get(TITLES_SEEDED) === true;
  } finally {
    doc.destroy();
  }
}

/** The update that puts the story's title and subtitle into its shared document. */
export function titlesUpdate(story: { title: string; subtitle: string | null }): Uint8Array {
  const doc = new Y.Doc();
  const values: Record<(typeof COEDIT_TITLES)[number], string> = {
    title: story.title,
    subtitle: story.subtitle ?? "",
  };
  doc.transact(() => {
    for (const name of COEDIT_TITLES) doc.getText(name).insert(0, values[name]);
    doc.getMap(COEDIT_META).set(TITLES_SEEDED, true);
  });
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}
