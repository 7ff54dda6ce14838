/**
 * The signed-in reader of a page that also has a shared version: null on a shared render, without
 * tripping the cache-safety guard (which fires when a shared render reads `locals.user`).
 */
export function readerOf(locals: App.Locals): App.Locals["user"] {
  return locals.sharedRender ? null : locals.user;
}
