import type about from './en/about';
import type admin from './en/admin';
import type auth from './en/auth';
import type blog from './en/blog';
import type children from './en/children';
import type collaboration from './en/collaboration';
import type comments from './en/comments';
import type consent from './en/consent';
import type contact from './en/contact';
import type editor from './en/editor';
import type home from './en/home';
import type invitations from './en/invitations';
import type licensing from './en/licensing';
import type mentions from './en/mentions';
import type pictures from './en/pictures';
import type privacy from './en/privacy';
import type profile from './en/profile';
import type project from './en/project';
import type reactions from './en/reactions';
import type reports from './en/reports';
import type requests from './en/requests';
import type review from './en/review';
import type security from './en/security';
import type search from './en/search';
import type shell from './en/shell';

/**
 * The catalogue of every text the app shows, in parts (src/shared/pages.ts's MESSAGE_PARTS): a
 * page loads the shell and the parts its page-table entry names, in the reader's language only,
 * so no page downloads the words of another (decision 0021). Each part is one file per
 * language, `locales/<language>/<part>.ts`, whose default export holds some of the catalogue's
 * top-level groups; no two parts hold the same group, so a text's key ('blog.heading') is the
 * same whichever part it comes from.
 *
 * The English texts agreed with the school are kept word for word (including the
 * upper-case navigation labels): tests and users find things by these words.
 *
 * What the server says too is not written here but read from src/shared/texts, once per
 * language: the refusals' words (the shell's `apiErrors` and `fieldErrors`), a notification's
 * sentence (the shell's `notifications`), the pages' titles (each part's `documentTitle`s the
 * server also writes in the page's HTML).
 *
 * The whole catalogue, keyed as the app's `t()` reads it, has the English one's shape.
 */
export type Catalogue = typeof shell &
  typeof editor &
  typeof auth &
  typeof profile &
  typeof security &
  typeof admin &
  typeof blog &
  typeof collaboration &
  typeof home &
  typeof about &
  typeof project &
  typeof contact &
  typeof privacy &
  typeof licensing &
  typeof search &
  typeof review &
  typeof invitations &
  typeof children &
  typeof requests &
  typeof consent &
  typeof pictures &
  typeof comments &
  typeof reports &
  typeof reactions &
  typeof mentions;

// A part in another language is written `satisfies Translation<typeof en>` (src/shared/texts/translation.ts),
// so that a missing or extra key does not compile; a test checks that the texts ask for the same {{values}}.

