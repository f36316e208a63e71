import { BULLET } from '../../shared/constants.js';
import type { ContentBlock } from '../../shared/schemas/content.js';
import type { Db } from '../core/db/client.js';
import { collaborationItems, collaborationMembers, collaborations } from '../core/db/schema.js';

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
const DEMO_COLLABORATIONS: DemoCollaboration[] = [
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

/** Adds the demo collaborations, created by the first author, with the others executing them. */
export async function insertDemoCollaborations(db: Db, options: { authorIds: string[]; imageIds: string[] }): Promise<void> {
  const [creator, ...others] = options.authorIds;
  if (!creator) return;
  const now = Date.now();
  for (const [index, demo] of DEMO_COLLABORATIONS.entries()) {
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
        content: [{ type: 'paragraph', value: item.kind === 'help' ? 'Reply on the collaboration page or find us at the Tuesday club.' : 'More news soon.' }],
        createdById: others[0] ?? creator,
        createdAt: new Date(createdAt.getTime() + item.hoursLater * HOUR_MS),
      });
    }
  }
}
