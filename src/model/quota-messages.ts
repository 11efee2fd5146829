/**
 * What a coach reads on reaching a quota: the server's refusal and the builder's and dashboard's
 * reasons for a disabled button say the same thing.
 */
const count = (n: number) => n.toLocaleString('en-US');

export const quotaMessages = {
  websites: (max: number) => `You can have up to ${count(max)} websites. Delete one to make room.`,
  sections: (max: number) =>
    `A website can have up to ${count(max)} sections. Delete one to make room.`,
  sectionElements: (max: number) =>
    `A section can have up to ${count(max)} elements. Delete one or add another section.`,
  websiteElements: (max: number) =>
    `A website can have up to ${count(max)} elements in all. Delete some to make room.`,
};
