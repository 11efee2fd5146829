/**
 * What a coach reads on reaching a quota: the server's refusal and the builder's and dashboard's
 * reasons for a disabled button say the same thing.
 */
const count = (n: number, noun: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? noun : `${noun}s`}`;

export const quotaMessages = {
  websites: (max: number) =>
    `You can have up to ${count(max, 'website')}. Delete one to make room.`,
  sections: (max: number) =>
    `A website can have up to ${count(max, 'section')}. Delete one to make room.`,
  pages: (max: number) =>
    `A website can have at most ${count(max, 'page')} besides its home page. Delete one to make room.`,
  sectionElements: (max: number) =>
    `A section can have up to ${count(max, 'element')}. Delete one or add another section.`,
  websiteElements: (max: number) =>
    `A website can have up to ${count(max, 'element')} in all. Delete some to make room.`,
};
