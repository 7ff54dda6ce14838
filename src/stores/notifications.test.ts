import { afterEach, describe, expect, it } from "vitest";
import { cleanStores } from "nanostores";
import type { Notification } from "../shared/notification";
import {
  $notifications,
  allNotificationsRead,
  notificationPushed,
  notificationRead,
  notificationsReceived,
  unreadCountChanged,
} from "./notifications";

const note = (id: string, read = false): Notification => ({ _id: id, type: "like", message: id, read, createdAt: "" });
// cleanStores drops listeners but keeps the value: the list starts empty again by hand.
afterEach(() => {
  cleanStores($notifications);
  $notifications.set({ items: [], total: 0, unreadCount: 0, read: "all", page: 0 });
});

describe("notifications store (section 4)", () => {
  it("puts a pushed notification first and keeps at most 5 from pushes (new plus the first 4 older)", () => {
    notificationsReceived(
      1,
      "all",
      ["a", "b", "c", "d", "e", "f"].map((id) => note(id)),
      6,
      6,
    );
    notificationPushed(note("new"));
    expect($notifications.get().items.map((n) => n._id)).toEqual(["new", "a", "b", "c", "d"]);
    notificationPushed(note("newer"));
    expect($notifications.get().items.map((n) => n._id)).toEqual(["newer", "new", "a", "b", "c"]);
  });

  it("never exceeds 5 however it started", () => {
    for (let i = 0; i < 12; i++) notificationPushed(note(`n${i}`));
    expect($notifications.get().items).toHaveLength(5);
    expect($notifications.get().items[0]!._id).toBe("n11");
  });

  it("marking one read lowers the unread count by one; again changes nothing", () => {
    notificationsReceived(1, "all", [note("a"), note("b")], 2, 2);
    notificationRead("a");
    expect($notifications.get()).toMatchObject({
      unreadCount: 1,
      items: [
        { _id: "a", read: true },
        { _id: "b", read: false },
      ],
    });
    notificationRead("a");
    expect($notifications.get().unreadCount).toBe(1);
  });

  it("marking all sets the count to zero", () => {
    notificationsReceived(1, "all", [note("a"), note("b")], 2, 2);
    allNotificationsRead();
    expect($notifications.get().unreadCount).toBe(0);
    expect($notifications.get().items.every((n) => n.read)).toBe(true);
  });

  it("page 1 and a new read filter replace the list, later pages append", () => {
    notificationsReceived(1, "all", [note("a")], 3, 0);
    notificationsReceived(2, "all", [note("b")], 3, 0);
    expect($notifications.get().items.map((n) => n._id)).toEqual(["a", "b"]);
    notificationsReceived(2, "unread", [note("x")], 1, 0);
    expect($notifications.get()).toMatchObject({ read: "unread", items: [{ _id: "x" }] });
    unreadCountChanged(7);
    expect($notifications.get().unreadCount).toBe(7);
  });
});
