/** Limits shared by forms in the browser and schemas on the server; plain numbers, no schema code. */
export const NAME_MAX = 120;
