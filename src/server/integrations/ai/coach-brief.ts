import type { BookingsSource } from '../../../model/analytics/analytics';
import type { AvatarFields } from '../../../model/avatars/avatar';
import type { BrandVoice } from '../../../model/brand/brand-kit';
import type { CoachRole } from '../../../model/coach/conversation';

export type PageFigures = {
  name: string;
  views: number;
  visitors: number;
  leads: number;
  bookings: number;
  /** False when this page's calls are booked on another calendar or GoHighLevel is not there. */
  bookingsCounted: boolean;
};

/** One of her products as the coach reads it: the price as a visitor reads it, '' when none. */
export type MyOfferFacts = {
  name: string;
  price: string;
  duration: string;
  format: string;
  includes: string[];
  bookingLink: string;
};

/** What the AI Business Coach knows about the coach it is talking to (coach-context.ts). */
export type CoachContext = {
  coachName: string;
  /** The current avatar, whom the coach's copy is written for. */
  avatar: AvatarFields | null;
  /** Every avatar the coach keeps, by name. */
  avatarNames: string[];
  /** Her own products, from My offers in the Content Hub: the first place her prices come from. */
  myOffers: MyOfferFacts[];
  /** The pricing cards on their pages. */
  ownOffers: { name: string; price: string; where: string }[];
  /** Offers written in Generated Content. */
  generatedOffers: { name: string; price: number; dreamOutcome: string; guarantee: string }[];
  stories: { title: string; kind: string; consent: boolean }[];
  voice: BrandVoice | null;
  figures: {
    days: number;
    views: number;
    visitors: number;
    leads: number;
    bookings: number;
    /**
     * False without a GoHighLevel connection, when it cannot be reached, or when a website books
     * its calls on another calendar: bookings are then unknown, not none.
     */
    bookingsCounted: boolean;
    bookingsSource: BookingsSource;
    /** The other calendars the coach's websites book on ('Calendly'): calls there are not counted. */
    otherCalendars: string[];
    topReferrer: string | null;
    pages: PageFigures[];
  };
  websites: { name: string; live: boolean }[];
};

/** One turn of the conversation so far. */
export type CoachTurn = { role: CoachRole; content: string };

/** An answer to write: the context, the conversation so far and the coach's new message. */
export type CoachBrief = { context: CoachContext; history: CoachTurn[]; message: string };
