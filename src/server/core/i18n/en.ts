import notifications from '../../../shared/texts/en/notifications.js';
import pages from '../../../shared/texts/en/pages.js';

// The blog's and home's meta come from data (features/posts, features/site); the other pages' are written.
const { home, blog, ...written } = pages;

/**
 * What the server itself writes in words, in English: the title and description in the HTML
 * of each page (what a shared link, a search result or the browser's tab shows before the
 * app runs), the feed and the mail. What the app says too — the pages' titles, a
 * notification's sentence — is written once for both in src/shared/texts; the app's own words
 * are in src/web/locales.
 */
export default {
  site: {
    title: 'Agora',
    description: 'Agora: the community of our school activities programme.',
  },
  pages: written,
  home,
  blog: {
    ...blog,
    feedTitle: 'Agora blog',
    /** The author of a post kept from a former pupil the retention job anonymised. */
    formerPupil: 'Former pupil',
  },
  account: {
    archiveReadme:
      'Your data from {{site}}, as it was on {{date}}.\n\ndata.json holds your account, your profile, your posts, the collaborations you created or\njoined, your updates and help requests, your comments, the reports you made, your\nnotifications, your sign-ins and your open sessions. pictures/ holds the pictures you uploaded and those you are tagged in, each named by the id that data.json\nuses for it (a thumbnailId, or the value of an image block), at the largest size kept.',
  },
  mail: {
    notificationDigest: {
      subjectOne: 'Agora: 1 unread notification',
      subjectOther: 'Agora: {{count}} unread notifications',
      greeting: 'Hello {{name}},',
      intro: 'This is what happened in Agora that you have not read yet:',
      more: '…and {{count}} more.',
      openAll: 'Read them all on your notifications page:',
      why: 'You get this email, at most once a day, because you asked for it. To stop it, untick the daily email on that page.',
      signature: 'Agora',
      // A notification's sentence and its words for someone and a status, as the bell says them (src/shared/texts).
      ...notifications,
    },
    passwordReset: {
      subject: 'Choose a new password for Agora',
      greeting: 'Hello {{name}},',
      asked: 'Someone, we hope you, asked to choose a new password for your Agora account.',
      openLink: 'Open this link within one hour to choose it:',
      notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
      signature: 'Agora',
    },
    invitation: {
      subject: 'You are invited to join Agora',
      greeting: 'Hello,',
      greetingNamed: 'Hello {{name}},',
      invited: '{{inviter}} invites you to join Agora, the community site of our school activities programme, as {{role}}.',
      collaboration: 'You will join the collaboration "{{collaboration}}".',
      guardianOf: 'Guardian of {{pupil}}: you will see their work on Agora, and hear of it by the bell and a daily email.',
      openLink: 'Open this link by {{date}} to choose your name and password:',
      notExpected: 'If you did not expect this, ignore this email: no account is made without you.',
      role: { member: 'a member', teacher: 'a teacher', pupil: 'a pupil', guardian: 'a guardian' },
      signature: 'Agora',
    },
  },
};
