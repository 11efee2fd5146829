let next = -1;

/** Ids for things made in the builder before the server has numbered them: negative, never a server id. */
export function nextTempId(): number {
  return next--;
}
