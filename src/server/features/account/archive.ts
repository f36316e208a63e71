import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { variantName } from '../../core/media/save-image.js';
import type { MemberData } from './export-queries.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A picture's file in the archive: named by the id data.json uses for it. */
const pictureFile = (id: string) => `pictures/${id}.webp`;

/**
 * data.json: the member's rows as plain JSON, dates in ISO 8601, each picture with the file
 * that holds it. Written here, field by field, so that nothing the member is not owed (another
 * member's data, a password hash, a session's token) can ever slip in with a new column.
 */
export function presentMemberData(data: MemberData, exportedAt: Date) {
  const { account, profile } = data;
  return {
    exportedAt: exportedAt.toISOString(),
    account: { id: account.id, email: account.email, role: account.role, createdAt: iso(account.createdAt), twoFactorEnabled: account.twoFactorEnabled === true },
    profile: profile && {
      name: profile.name,
      surname: profile.surname,
      description: profile.description,
      imageId: profile.imageId,
      email: profile.email,
      telephone: profile.telephone,
      facebook: profile.facebook,
      instagram: profile.instagram,
      language: profile.language,
      notificationDigest: profile.notificationDigest,
      updatedAt: iso(profile.updatedAt),
    },
    posts: data.posts.map((post) => ({ ...post, createdAt: iso(post.createdAt), updatedAt: iso(post.updatedAt), unpublishedAt: iso(post.unpublishedAt) })),
    collaborationsCreated: data.collaborationsCreated.map((c) => ({ ...c, createdAt: iso(c.createdAt), updatedAt: iso(c.updatedAt) })),
    collaborationsJoined: data.collaborationsJoined.map((c) => ({ ...c, addedAt: iso(c.addedAt) })),
    updatesAndHelpRequests: data.items.map((item) => ({ ...item, createdAt: iso(item.createdAt) })),
    notifications: data.notifications.map((n) => ({ ...n, createdAt: iso(n.createdAt), readAt: iso(n.readAt) })),
    signIns: data.signIns.map((entry) => ({ succeeded: entry.action === 'auth.sign_in', ipAddress: entry.ipAddress, details: entry.details, at: iso(entry.createdAt) })),
    sessions: data.sessions.map((s) => ({ ...s, createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
    pictures: data.pictures.map((p) => ({ id: p.id, file: pictureFile(p.id), width: p.width, height: p.height, uploadedAt: iso(p.createdAt) })),
    // Changes waiting for a teacher's review, or sent back with their note.
    profileChange: data.profileChange && {
      description: data.profileChange.description,
      imageId: data.profileChange.imageId,
      email: data.profileChange.email,
      telephone: data.profileChange.telephone,
      facebook: data.profileChange.facebook,
      instagram: data.profileChange.instagram,
      review: data.profileChange.review,
      reviewNote: data.profileChange.reviewNote,
      updatedAt: iso(data.profileChange.updatedAt),
    },
    collaborationChanges: data.collaborationChanges.map((c) => ({ ...c, updatedAt: iso(c.updatedAt) })),
    // Pictures someone said they are in: each is among `pictures`, with its file.
    picturesOfYou: data.taggedIn.map((tag) => ({ pictureId: tag.pictureId, file: pictureFile(tag.pictureId), taggedAt: iso(tag.taggedAt) })),
    // Comments they wrote under posts, in any state, and the threads they muted.
    comments: data.comments.map((c) => ({ ...c, createdAt: iso(c.createdAt), editedAt: iso(c.editedAt) })),
    mutedThreads: data.mutedThreads.map((m) => ({ ...m, mutedAt: iso(m.mutedAt) })),
    // What they reported to the moderators, and the outcome once decided.
    reports: data.reports.map((r) => ({ ...r, createdAt: iso(r.createdAt), closedAt: iso(r.closedAt) })),
    // The reactions they gave, each to a post, a comment, or an update or help request (`itemId`).
    reactions: data.reactions.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
  };
}

/**
 * The member's archive as a zip, streamed as it is made: README.txt, data.json, and each of
 * their pictures at the largest size kept (`read` fetches a stored file, from the folder or the
 * bucket). Pictures are stored as they are (WebP does not shrink further); only the text is
 * compressed. A picture whose file is gone is left out, and listed in data.json all the same.
 */
export async function memberArchive(data: MemberData, options: { readme: string; exportedAt: Date; read: (name: string) => Promise<Buffer | null> }): Promise<Readable> {
  // fflate is loaded with the first archive: its tables took ~5 ms of every start (decision 0067).
  const { Zip, ZipDeflate, ZipPassThrough } = await import('fflate');
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(text), true);
  };
  void (async () => {
    addText('README.txt', options.readme);
    addText('data.json', JSON.stringify(presentMemberData(data, options.exportedAt), null, 2));
    for (const picture of data.pictures) {
      const largest = Math.max(...picture.variants, 0);
      const bytes = largest > 0 ? await options.read(variantName(picture.key, largest)) : null;
      if (!bytes) continue;
      const entry = new ZipPassThrough(pictureFile(picture.id));
      zip.add(entry);
      entry.push(bytes, true);
      // One picture at a time in memory: wait while the reader is behind.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
