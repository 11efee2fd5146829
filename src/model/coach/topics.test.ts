import { describe, expect, it } from 'vitest';
import { COACH_TOPICS, topicOf, type CoachTopic } from './topics';

const PHRASINGS: Record<CoachTopic, string[]> = {
  pricing: [
    'How should I price my coaching package?',
    'Should I raise my rates?',
    'Am I charging too little?',
    'People say I am too expensive',
    'How much should I ask for a session?',
  ],
  calls: [
    'How do I get more discovery calls?',
    'I want more clients this spring',
    'Nobody books a call with me',
    'Where do I find leads?',
    'How can I get more prospects?',
  ],
  content: [
    'What should I post this week?',
    'What do I write on LinkedIn?',
    'Give me ideas for my newsletter',
    'Should I make Instagram reels?',
  ],
  offer: [
    'Is my offer good?',
    'How do I make my program more attractive?',
    'Should I add a bonus or a guarantee?',
    'I want to launch a group coaching mastermind',
  ],
  niche: [
    'Who should my ideal client be?',
    'Is my niche too broad?',
    'Help me choose my target audience',
    'Who should I serve?',
  ],
  conversion: [
    'Why does my landing page not convert?',
    'My website gets visitors but nobody fills the form',
    'How do I improve my conversion rate?',
    'Is my headline working?',
  ],
  time: [
    'I am overwhelmed, what should I focus on first?',
    'How do I find more time?',
    'Where do I start? I am so busy',
    'What should I prioritise this month?',
  ],
};

describe('what a question to the business coach is about', () => {
  for (const topic of COACH_TOPICS) {
    it(`recognises ${topic} however it is asked`, () => {
      for (const question of PHRASINGS[topic]) expect(topicOf(question), question).toBe(topic);
    });
  }

  it('recognises none in anything else', () => {
    for (const question of ['Hi there', 'What is the weather like?', 'Tell me a joke', ''])
      expect(topicOf(question), question).toBeNull();
  });

  it('takes words at their start only, and the topic with most of them', () => {
    expect(topicOf('Do you like Facebook?')).toBe('content');
    expect(topicOf('What about my conversion rate?')).toBe('conversion');
    expect(topicOf('My page gets visits but my form gets no leads')).toBe('conversion');
  });
});
