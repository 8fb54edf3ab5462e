import { storageKeys } from '@/config/storageKeys';
import { privacyNotice } from './privacyNotice';
import type { PageMetaContent } from './types';

/**
 * The session storage key of the visit's attribution (`ATTRIBUTION_KEY` in features/waitlist/attribution.ts,
 * whose test holds the two equal): written out, so the note's chunk does not import the waitlist's code.
 */
export const ATTRIBUTION_STORAGE_NAME = 'invoiceflow.attribution';

/** One part of the privacy note: a heading and its paragraphs. */
export type PrivacyTopic = { title: string; paragraphs: readonly string[] };

/**
 * The privacy note of /privacy (what points to it from elsewhere is in privacyNotice.ts). The request topic
 * ends with the support address, which the page adds as a link from the site configuration.
 */
export const privacyContent = {
  meta: {
    title: privacyNotice.title,
    description:
      'What the waitlist and contact forms collect, why, where it is kept, for how long, and how to get a copy or have it deleted.',
  } satisfies PageMetaContent,
  hero: {
    eyebrow: 'Privacy',
    title: privacyNotice.title,
    description: (brandName: string) =>
      `${brandName} collects as little as it can: what you type into the waitlist and contact forms, and with a sign-up how you found the site.`,
  },
  topics: [
    {
      title: 'What we collect and why',
      paragraphs: [
        'The waitlist form asks for your e-mail address and, if you like, your first name and company. We use them to tell you when we launch, to give you the early-user discount, and to send you launch news.',
        'The contact form asks for your name, e-mail address, a subject and your message. We use them to answer you, and we may add notes to your message to keep track of our reply.',
        'With each sign-up and message we record when it arrived and that it came from this website.',
        'With a waitlist sign-up we also keep where your visit began, so we can tell which announcements reach people: the first page of this site you opened (its path, never what follows a "?" in its address), the website whose link brought you there (its name only, such as news.example.com), and that link\'s campaign tags (utm_source, utm_medium, utm_campaign), when it had them. Without JavaScript, only the tags in the address of the page the form is on can be read. Nothing else about your visit is recorded.',
        "When you join through a member's share link (an address ending in ?ref= and a code), we keep which member's link it was, so that they move up the list once you confirm your address. Your welcome e-mail links to your own status page: your place on the list and how many people joined through your share link, as a number, never by name. That link is for you alone; the waitlist page can e-mail it to you again.",
      ],
    },
    {
      title: 'Where it is stored',
      paragraphs: [
        'Sign-ups and messages are stored in our own database, on the server that runs this website. Only our administrators can see them, after signing in.',
      ],
    },
    {
      title: 'Never sold or shared',
      paragraphs: ['We never sell your data, and we do not share it with anyone else or use it for advertising.'],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        'Waitlist sign-ups are kept until we launch and have sent you the launch offer, and at most 12 months after the launch.',
        'Contact messages are kept for 12 months after our conversation ends, so we can follow up, and then deleted.',
      ],
    },
    {
      title: 'Cookies and your browser',
      paragraphs: [
        'This site sets no tracking cookies and uses no analytics or advertising trackers; nothing about your visit is sent to anyone else.',
        'Our server counts how many times each page is viewed per day, and from which campaign or share link, without keeping your address, your browser or anything else that could tell who you are.',
        `When you join the waitlist, your browser keeps a copy of your sign-up in its local storage under the name ${storageKeys.waitlist}, so you are not asked twice and a sign-up made offline can be sent later (with the code of the share link it came through, until it is sent). It stays on your device; clearing your browser's site data removes it.`,
        `While you browse, the tab keeps where your visit began (the first page, the linking website's name, the campaign tags, the code of a member's share link) in its session storage under the name ${ATTRIBUTION_STORAGE_NAME}, to send with a sign-up and nowhere else. It goes when you close the tab.`,
      ],
    },
  ] satisfies readonly PrivacyTopic[],
  request: {
    title: 'A copy of your data, or its deletion',
    text: 'Write to us from the address you used and we will send you everything we store about you, or delete it, within 30 days:',
  },
} as const;
