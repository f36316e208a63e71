import { BULLET } from '../../shared/constants.js';
import type { ContentBlock } from '../../shared/schemas/content.js';
import type { Db } from '../core/db/client.js';
import { collaborationItems, collaborationMembers, collaborations } from '../core/db/schema.js';
import { inTurn, type DemoLanguage } from './demo-posts.js';

const HOUR_MS = 60 * 60 * 1000;

interface DemoCollaboration {
  title: string;
  status: 'active' | 'inactive' | 'completed';
  /** Index of the picture theme (demo-images.ts). */
  theme: number;
  content: ContentBlock[];
  updates: string[];
  help: string[];
}

/** A board with something in every section: ideas, running projects, finished ones, calls for help. */
const ENGLISH_DEMO_COLLABORATIONS: DemoCollaboration[] = [
  {
    title: 'Weather station on the school roof',
    status: 'active',
    theme: 3,
    content: [
      { type: 'paragraph', value: 'We are building a small weather station that measures temperature, wind and rain, and shows the readings on a screen in the entrance hall.' },
      { type: 'bullets', value: `${BULLET}Sensors and a microcontroller\n${BULLET}A waterproof box\n${BULLET}A page that draws the week's weather` },
    ],
    updates: ['The sensors arrived', 'First readings on the screen'],
    help: ['Who can help us solder the wind sensor?'],
  },
  {
    title: 'Library reading corner makeover',
    status: 'active',
    theme: 4,
    content: [{ type: 'paragraph', value: 'Cushions, a rug, better lights and a shelf of books chosen by the pupils: the reading corner deserves a fresh start.' }],
    updates: ['Pupils voted on the colours'],
    help: ['We need two old bookshelves'],
  },
  {
    title: 'School podcast about our town',
    status: 'inactive',
    theme: 2,
    content: [{ type: 'paragraph', value: 'An idea for next term: pupils interview the people who make our town work, from the baker to the harbour master.' }],
    updates: [],
    help: [],
  },
  {
    title: 'Recycling champions week',
    status: 'completed',
    theme: 1,
    content: [{ type: 'paragraph', value: 'For a week every class sorted, weighed and reported its waste. Together we recycled 214 kg.' }],
    updates: ['Final results are in'],
    help: [],
  },
];

/** The same board for a Greek school, every section with something in Greek. */
const GREEK_DEMO_COLLABORATIONS: DemoCollaboration[] = [
  {
    title: 'Κήπος με αρωματικά φυτά στην αυλή',
    status: 'active',
    theme: 1,
    content: [
      { type: 'paragraph', value: 'Θέλουμε να κάνουμε τη γυμνή γωνιά της αυλής, δίπλα στην καντίνα, έναν μικρό κήπο με αρωματικά φυτά, που θα τον φροντίζουν οι μικρές τάξεις.' },
      { type: 'bullets', value: `${BULLET}Ξύλινα παρτέρια στο ύψος των παιδιών\n${BULLET}Πότισμα με σταγόνες\n${BULLET}Ταμπελάκια με το όνομα κάθε φυτού` },
    ],
    updates: ['Ήρθαν τα ξύλα για τα παρτέρια', 'Φυτέψαμε λεβάντα και θυμάρι'],
    help: ['Μπορεί κάποιος να μας δανείσει ένα δράπανο το Σάββατο;'],
  },
  {
    title: 'Σχολική εφημερίδα «Το Κουδούνι»',
    status: 'active',
    theme: 4,
    content: [{ type: 'paragraph', value: 'Μια ομάδα μαθητών γράφει, φωτογραφίζει και στήνει την εφημερίδα του σχολείου, που θα βγαίνει κάθε τρεις μήνες, σε χαρτί και στο διαδίκτυο.' }],
    updates: ['Διαλέξαμε όνομα και λογότυπο'],
    help: ['Ζητείται γονιός που ξέρει από σελιδοποίηση'],
  },
  {
    title: 'Μαθήματα ποδηλάτου στην αυλή',
    status: 'inactive',
    theme: 5,
    content: [{ type: 'paragraph', value: 'Μια ιδέα για την άνοιξη: μαθήματα οδικής ασφάλειας με ποδήλατα στην αυλή του σχολείου, με τη βοήθεια του ποδηλατικού συλλόγου της πόλης.' }],
    updates: [],
    help: [],
  },
  {
    title: 'Εργαστήρι επισκευής: δεύτερη ζωή στα παλιά',
    status: 'completed',
    theme: 0,
    content: [{ type: 'paragraph', value: 'Τρία Σάββατα μαθητές, γονείς και παππούδες επισκεύασαν σπασμένα παιχνίδια, ραδιόφωνα και ποδήλατα. Συνολικά δώσαμε δεύτερη ζωή σε 87 αντικείμενα.' }],
    updates: ['Τα τελικά νούμερα'],
    help: [],
  },
];

/** Both boards, in turn, so the newest of each section are in both languages. */
const DEMO_COLLABORATIONS = inTurn<DemoCollaboration & { language: DemoLanguage }>(
  ENGLISH_DEMO_COLLABORATIONS.map((demo) => ({ ...demo, language: 'en' as const })),
  GREEK_DEMO_COLLABORATIONS.map((demo) => ({ ...demo, language: 'el' as const })),
);

/** What a collaboration's demo updates and calls for help say, in their own language. */
const ITEM_TEXT: Record<DemoLanguage, Record<'update' | 'help', string>> = {
  en: { help: 'Reply on the collaboration page or find us at the Tuesday club.', update: 'More news soon.' },
  el: { help: 'Απαντήστε στη σελίδα της συνεργασίας ή βρείτε μας στον όμιλο της Τρίτης.', update: 'Περισσότερα νέα σύντομα.' },
};

/** Adds the demo collaborations, each created by the first author of its language, with the others executing it. */
export async function insertDemoCollaborations(db: Db, options: { authorIds: Record<DemoLanguage, string[]>; imageIds: string[] }): Promise<void> {
  const now = Date.now();
  for (const [index, demo] of DEMO_COLLABORATIONS.entries()) {
    const [creator, ...others] = options.authorIds[demo.language];
    if (!creator) continue;
    const createdAt = new Date(now - (index + 1) * 24 * HOUR_MS);
    const [row] = await db
      .insert(collaborations)
      .values({
        title: demo.title,
        status: demo.status,
        thumbnailId: options.imageIds[demo.theme % options.imageIds.length] ?? null,
        content: demo.content,
        createdById: creator,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: collaborations.id });
    const collaborationId = row!.id;
    if (others.length > 0) await db.insert(collaborationMembers).values(others.map((userId) => ({ collaborationId, userId })));
    const items = [
      ...demo.updates.map((title, i) => ({ kind: 'update' as const, title, hoursLater: 2 + i * 5 })),
      ...demo.help.map((title, i) => ({ kind: 'help' as const, title, hoursLater: 3 + i * 5 })),
    ];
    for (const item of items) {
      await db.insert(collaborationItems).values({
        collaborationId,
        kind: item.kind,
        title: item.title,
        content: [{ type: 'paragraph', value: ITEM_TEXT[demo.language][item.kind] }],
        createdById: others[0] ?? creator,
        createdAt: new Date(createdAt.getTime() + item.hoursLater * HOUR_MS),
      });
    }
  }
}
