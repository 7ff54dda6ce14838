/**
 * An RSS 2.0 feed read as a feed reader reads it, from saxes' events (a strict, namespace-aware XML
 * parser: a malformed document throws): the channel's fields and each item's, elements named by
 * their namespace, as feedparser maps them (`content:encoded` is the content, `media:content` a picture).
 */
import { SaxesParser, type SaxesTagNS } from "saxes";

const CONTENT = "http://purl.org/rss/1.0/modules/content/";
const MEDIA = "http://search.yahoo.com/mrss/";
const DC = "http://purl.org/dc/elements/1.1/";

export interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  content: string;
  /** Each `dc:creator`, in order. */
  creators: string[];
  media?: { url: string; medium?: string; type?: string };
}
export interface Feed {
  title: string;
  link: string;
  language: string;
  lastBuildDate: string;
  items: FeedItem[];
}

export function parseFeed(xml: string): Feed {
  const parser = new SaxesParser({ xmlns: true });
  const feed: Feed = { title: "", link: "", language: "", lastBuildDate: "", items: [] };
  const path: SaxesTagNS[] = [];
  let text = "";
  let item: FeedItem | null = null;
  parser.on("error", (err) => {
    throw err;
  });
  parser.on("opentag", (tag) => {
    path.push(tag);
    text = "";
    if (tag.uri === "" && tag.local === "item")
      item = { title: "", link: "", guid: "", pubDate: "", content: "", creators: [] };
    if (item && tag.uri === MEDIA && tag.local === "content") {
      const attr = (name: string) => tag.attributes[name]?.value;
      item.media = { url: attr("url") ?? "", medium: attr("medium"), type: attr("type") };
    }
  });
  parser.on("text", (t) => (text += t));
  parser.on("cdata", (t) => (text += t));
  parser.on("closetag", (tag) => {
    path.pop();
    const parent = path.at(-1)?.local;
    if (tag.uri === "" && tag.local === "item" && item) {
      feed.items.push(item);
      item = null;
    } else if (item && parent === "item") {
      if (tag.uri === CONTENT && tag.local === "encoded") item.content = text;
      else if (tag.uri === DC && tag.local === "creator") item.creators.push(text);
      else if (tag.uri === "" && ["title", "link", "guid", "pubDate"].includes(tag.local))
        item[tag.local as "title" | "link" | "guid" | "pubDate"] = text;
    } else if (parent === "channel" && tag.uri === "") {
      if (["title", "link", "language", "lastBuildDate"].includes(tag.local))
        feed[tag.local as "title" | "link" | "language" | "lastBuildDate"] = text;
    }
    text = "";
  });
  parser.write(xml).close();
  if (path.length !== 0) throw new Error("The feed ends inside an element");
  return feed;
}
