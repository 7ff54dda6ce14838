import { afterEach, describe, expect, it } from "vitest";
import { cleanStores } from "nanostores";
import { createPagedList } from "./paged-list";

const lists: ReturnType<typeof createPagedList<number>>[] = [];
afterEach(() => cleanStores(...lists.splice(0).map((l) => l.$list)));

describe("paging (section 4)", () => {
  it("replaces on page 1 and appends on later pages", () => {
    const list = createPagedList<number>();
    lists.push(list);
    list.received(1, [1, 2], 5);
    list.received(2, [3, 4], 5);
    expect(list.$list.get().items).toEqual([1, 2, 3, 4]);
    expect(list.hasMore()).toBe(true);
    list.received(1, [9], 1);
    expect(list.$list.get()).toMatchObject({ items: [9], page: 1, total: 1 });
    expect(list.hasMore()).toBe(false);
  });
});
