/**
 * GitHub's alert marker first in a quote (`> [!NOTE]`): on a line of its own, or followed by the
 * callout's first words on the same line (`> [!NOTE] Mind the gap.`). The editor (rich/callout) and
 * the site's renderer (content/cards) read it with this one pattern, so both see the same callouts.
 */
export const CALLOUT_MARKER = /^\[!(note|tip|important|warning|caution)\](?:[ \t]*(?:\n|$)|[ \t]+)/i;
