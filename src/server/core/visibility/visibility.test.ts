import { eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { collaborationItems, collaborationRevisions, collaborations, notifications, posts, profileRevisions, profiles, projects, users } from '../db/schema.js';
import { changeVisibility, collaborationVisibility, itemVisibility } from './collaborations.js';
import { notificationVisibility } from './notifications.js';
import type { Predicate, Reader } from './predicate.js';
import { postVisibility } from './posts.js';
import { memberVisibility, profileChangeVisibility, profileVisibility } from './profiles.js';

/**
 * Every visibility predicate, both ways over the same rows: the row test the policies and
 * presenters use, and the SQL the lists, search, feeds, pictures, live topics and the review
 * queue use, against the table and against an alias of it (as raw queries name it). Rows in
 * every state, readers of every role (a visitor, two members, a guardian of one of them, a
 * teacher, an admin, a member of a project and one of another), and the writer of some rows among them. A predicate whose two forms disagree anywhere fails here.
 */
let app: App;
type Who = 'visitor' | 'member' | 'other' | 'guardian' | 'teacher' | 'admin' | 'inProject' | 'inAnotherProject';
/** The project some posts are for (decision 0053), and another. */
let projectIds: [string, string];
const readers = {} as Record<Who, Reader>;

beforeAll(async () => {
  app = await buildTestApp();
  const make = async (role: 'member' | 'teacher' | 'admin') => {
    const user = await createUser(app, { role });
    return { id: user.id, role };
  };
  readers.visitor = null;
  readers.member = await make('member');
  readers.other = await make('member');
  // The guardian of the member who writes (a pupil, in the school's words).
  readers.guardian = { ...(await make('member')), childIds: [readers.member.id] };
  readers.teacher = await make('teacher');
  readers.admin = await make('admin');
  const made = await app.db
    .insert(projects)
    .values(['seen-project', 'other-project'].map((slug) => ({ slug, nameEn: slug, nameEl: slug })))
    .returning({ id: projects.id });
  projectIds = [made[0]!.id, made[1]!.id];
  readers.inProject = { ...(await make('member')), projectIds: [projectIds[0]] };
  readers.inAnotherProject = { ...(await make('member')), projectIds: [projectIds[1]] };
}, 60_000);
afterAll(() => app.close());

const REVIEW_STATES = [null, 'waiting', 'sent_back'] as const;
const writers = () => [readers.member!.id, readers.teacher!.id, null];

/**
 * For each predicate and each reader: the rows `test` keeps are exactly those `where` selects,
 * on the table and on an alias of it. `rows` are the rows as the database holds them.
 */
async function expectBothWaysAgree<Row extends object>(table: PgTable, idKey: keyof Row & string, rows: Row[], predicates: Record<string, Predicate<never>>) {
  const idOf = (row: Row) => String(row[idKey]);
  const ids = rows.map(idOf);
  const aliased = alias(table, 'seen');
  for (const [name, predicate] of Object.entries(predicates) as [string, Predicate<Row>][]) {
    for (const [who, reader] of Object.entries(readers) as [Who, Reader][]) {
      const expected = rows.filter((row) => predicate.test(row, reader)).map(idOf).sort();
      for (const [form, from] of [['table', table], ['alias', aliased]] as const) {
        const id = (from as unknown as Record<string, AnyColumn>)[idKey]!;
        const found = await app.db
          .select({ id: sql<string>`${id}::text` })
          .from(from as PgTable)
          .where(sql`${inArray(id, ids)} and ${predicate.where(from as never, reader)}`);
        expect(found.map((row) => row.id).sort(), `${name} for the ${who}, on the ${form}`).toEqual(expected);
      }
    }
  }
}

describe('visibility, both ways', () => {
  it('of posts: live, for everyone, open, listed, waiting, unpublished, readable, decidable', async () => {
    const values = [];
    for (const unpublished of [false, true]) {
      for (const review of REVIEW_STATES) {
        // For everyone, members, or a project's people; a project's post for everyone too.
        for (const [audience, projectId] of [['everyone', null], ['members', null], ['project', projectIds[0]], ['everyone', projectIds[0]]] as const) {
          for (const authorId of writers()) {
            values.push({ authorId, title: 'A post', content: [], audience, projectId, review, unpublishedAt: unpublished ? new Date() : null });
          }
        }
      }
    }
    const inserted = await app.db.insert(posts).values(values).returning();
    expect(inserted).toHaveLength(72);
    await expectBothWaysAgree(posts, 'id', inserted, postVisibility);
  });

  it('of collaborations: deleted, live, waiting, listed, on the board, visible, decidable', async () => {
    const values = [];
    for (const deleted of [false, true]) {
      for (const review of REVIEW_STATES) {
        for (const createdById of [readers.member!.id, readers.teacher!.id]) {
          // For every member, or a project's people (decision 0054); a project's for every member too.
          for (const [audience, projectId] of [['members', null], ['project', projectIds[0]], ['members', projectIds[0]]] as const) {
            values.push({ title: 'A collaboration', content: [], createdById, review, audience, projectId, status: deleted ? 'deleted' : 'active', deletedAt: deleted ? new Date() : null });
          }
        }
      }
    }
    const inserted = await app.db.insert(collaborations).values(values).returning();
    expect(inserted).toHaveLength(36);
    await expectBothWaysAgree(collaborations, 'id', inserted, collaborationVisibility);
  });

  it('of updates and help requests: live, waiting, readable, listed, decidable', async () => {
    const [collaboration] = await app.db.insert(collaborations).values({ title: 'Items', content: [], createdById: readers.other!.id }).returning();
    // In every review state, and hidden or not (by members' reports or a moderator, decision 0048).
    const values = REVIEW_STATES.flatMap((review) =>
      [null, new Date()].flatMap((hiddenAt) => writers().map((createdById) => ({ collaborationId: collaboration!.id, kind: 'update', title: 'An update', content: [], createdById, review, hiddenAt }))),
    );
    const inserted = await app.db.insert(collaborationItems).values(values).returning();
    await expectBothWaysAgree(collaborationItems, 'id', inserted, itemVisibility);
  });

  it("of notifications: the reader's own, standing while the collaboration it names does", async () => {
    const told = await app.db
      .insert(collaborations)
      .values([false, true].map((deleted) => ({ title: 'Told', content: [], createdById: readers.other!.id, status: deleted ? 'deleted' : 'active', deletedAt: deleted ? new Date() : null })))
      .returning();
    const values = (['member', 'other', 'teacher', 'admin'] as const).flatMap((who) =>
      told.map((collaboration) => ({ recipientId: readers[who]!.id, kind: 'collaboration_added', collaborationId: collaboration.id })),
    );
    const inserted = await app.db.insert(notifications).values(values).returning();
    await expectBothWaysAgree(notifications, 'id', inserted, { own: notificationVisibility.own });
    await expectBothWaysAgree(collaborations, 'id', told, { standing: notificationVisibility.standing });
  });

  it("of changes waiting beside a collaboration or a profile: waiting, readable, decidable", async () => {
    const changes = [];
    for (const review of ['waiting', 'sent_back'] as const) {
      for (const authorId of [readers.member!.id, readers.teacher!.id]) {
        const [collaboration] = await app.db.insert(collaborations).values({ title: 'Changed', content: [], createdById: readers.other!.id }).returning();
        changes.push({ collaborationId: collaboration!.id, authorId, title: 'Changed again', content: [], review });
      }
    }
    const insertedChanges = await app.db.insert(collaborationRevisions).values(changes).returning();
    await expectBothWaysAgree(collaborationRevisions, 'collaborationId', insertedChanges, changeVisibility);

    const profileChanges = (['member', 'other', 'teacher', 'admin'] as const).map((who, index) => ({
      userId: readers[who]!.id,
      description: 'A new description',
      review: index % 2 === 0 ? ('waiting' as const) : ('sent_back' as const),
    }));
    const insertedProfiles = await app.db.insert(profileRevisions).values(profileChanges).returning();
    await expectBothWaysAgree(profileRevisions, 'userId', insertedProfiles, profileChangeVisibility);
  });

  it("of who a member is shown as: a pupil by name only to members, or to everyone with public image consent", async () => {
    const people: { id: string; needsReview: boolean; imageConsent: string | null }[] = [];
    for (const needsReview of [false, true]) {
      for (const imageConsent of [null, 'none', 'members', 'public']) {
        const { id } = await createUser(app, { needsReview });
        await app.db.update(profiles).set({ imageConsent }).where(eq(profiles.userId, id));
        people.push({ id, needsReview, imageConsent });
      }
    }
    const ids = people.map((person) => person.id);
    // The rule reads two tables, as the roads join them: the user's mark and the profile's consent.
    const joined = [
      ['tables', users, profiles],
      ['aliases', alias(users, 'seen_user'), alias(profiles, 'seen_profile')],
    ] as const;
    for (const [who, reader] of Object.entries(readers) as [Who, Reader][]) {
      const expected = people.filter((person) => memberVisibility.identityShown.test(person, reader)).map((person) => person.id).sort();
      for (const [form, u, pr] of joined) {
        const found = await app.db
          .select({ id: u.id })
          .from(u)
          .innerJoin(pr, eq(pr.userId, u.id))
          .where(sql`${inArray(u.id, ids)} and ${memberVisibility.identityShown.where({ needsReview: u.needsReview, imageConsent: pr.imageConsent }, reader)}`);
        expect(found.map((row) => row.id).sort(), `identityShown for the ${who}, on the ${form}`).toEqual(expected);
      }
      // Members see everyone by name; a visitor every one but the pupils without public consent.
      expect(expected).toHaveLength(reader ? 8 : 5);
    }
  });

  it('of a hidden profile (decision 0050): its photo and words shown to all while not hidden, then only to its member, their guardian and the moderators', async () => {
    const ids = [readers.member!.id, readers.other!.id, readers.teacher!.id];
    await app.db.update(profiles).set({ hiddenAt: new Date() }).where(inArray(profiles.userId, [readers.member!.id, readers.teacher!.id]));
    const rows = await app.db.select().from(profiles).where(inArray(profiles.userId, ids));
    await expectBothWaysAgree(profiles, 'userId', rows, { hidden: profileVisibility.hidden, shown: profileVisibility.shown });
    expect(rows.filter((row) => profileVisibility.shown.test(row, readers.guardian)).map((row) => row.userId).sort()).toEqual([readers.member!.id, readers.other!.id].sort());
    expect(rows.filter((row) => profileVisibility.shown.test(row, readers.visitor))).toHaveLength(1);
    await app.db.update(profiles).set({ hiddenAt: null }).where(inArray(profiles.userId, ids));
  });

  it('of members: disabled, listed (the last, since it disables one of the readers)', async () => {
    const ids = [readers.member!.id, readers.other!.id, readers.teacher!.id];
    await app.db.update(users).set({ banned: true }).where(eq(users.id, readers.other!.id));
    await app.db.update(users).set({ banned: null }).where(eq(users.id, readers.teacher!.id));
    const rows = await app.db.select().from(users).where(inArray(users.id, ids));
    await expectBothWaysAgree(users, 'id', rows, { disabled: memberVisibility.disabled, listed: memberVisibility.listed });
  });
});
