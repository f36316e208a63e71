import notificationWords from '../../../shared/texts/en/notifications.js';
import refusals from '../../../shared/texts/en/refusals.js';

/** The shell: the header, footer, overlays, errors and messages every page may show (src/web/components and src/web/lib). */
export default {
  app: {
    name: 'Agora',
    skipToContent: 'Skip to content',
    dismissNotice: 'Dismiss this message',
  },
  nav: {
    label: 'Main',
    mobileLabel: 'Mobile',
    homeLink: 'Agora home',
    home: 'HOME',
    projects: 'PROJECTS',
    allProjects: 'All projects',
    about: 'ABOUT',
    blog: 'BLOG',
    contact: 'CONTACT US',
    profile: 'PROFILE',
    signIn: 'SIGN IN',
    avatarAlt: 'Profile',
    openMenu: 'Open menu',
  },
  /** entities/review/ReviewCountLink: beside the bell, for teachers and admins. */
  reviewCount: {
    none: 'Review: nothing is waiting',
    waiting_one: 'Review: {{count}} waiting',
    waiting_other: 'Review: {{count}} waiting',
  },
  /** entities/notifications: the bell in the header, and the notifications page. */
  notifications: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    heading: 'Notifications',
    documentTitle: 'Notifications · Agora',
    markAllRead: 'Mark all as read',
    seeAll: 'See all notifications',
    empty: 'No notifications yet. You will hear here when someone adds you to a collaboration or posts in one of yours.',
    loading: 'Loading notifications…',
    error: 'Error fetching notifications',
    showOlder: 'Show older notifications',
    unread: 'Unread',
    // What a notification says, as the daily email says it too (src/shared/texts): someone, kind, status.
    ...notificationWords,
    emailHeading: 'Email',
    digestLabel: 'Email me a daily summary of my unread notifications',
    digestHint: 'At most one email a day, and only when something new is unread.',
    /** Said to administrators alone: members have nothing to do about it. */
    noEmail: 'This site cannot send email, so members\' notifications are kept here and nobody gets the daily summary. Set SMTP_URL on the server to send it.',
    digestNotSaved: 'Your choice could not be saved',
  },
  /** shell/SiteSearch.tsx: the search box in the header and the phone's menu. */
  siteSearch: {
    label: 'Search the site',
    placeholder: 'Search…',
    submit: 'Search',
  },
  /** components/LiveBadge.tsx: on a page that updates by itself. */
  live: {
    on: 'Live',
    hint: 'This page shows what others change as it happens.',
  },
  /** shell/LanguageSwitch.tsx: the languages are named in themselves, not here. */
  language: {
    label: 'Language',
  },
  footer: {
    label: 'Footer',
    /** `years`: from the site's first year, 2024, to this one: "2024–2026". */
    copyright: '© {{years}} Agora',
    about: 'About',
    privacy: 'Privacy Policy',
    licensing: 'Licensing',
    contact: 'Contact',
  },
  loading: {
    text: 'Loading…',
  },
  common: {
    tryAgain: 'Try again',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Copying did not work here: select the text and copy it yourself.',
    newPasswordHint: 'At least {{min}} characters.',
  },
  /** What a save says on the page it leads to (components/NoticeBanner.tsx). */
  notices: {
    published: 'Your post is published.',
    postSaved: 'Your changes to the post are saved.',
    readPost: 'Read it',
    postDeleted: 'The post was deleted.',
    postPublished: 'The post is published again: everyone can read it.',
    postUnpublished: 'The post is unpublished: only its author and administrators can read it now.',
    collaborationCreated: 'Your collaboration is created. It starts as inactive.',
    collaborationSaved: 'Your changes to the collaboration are saved.',
    openCollaboration: 'Open it',
    statusChanged: 'The collaboration is now {{status}}.',
    updatePosted: 'Your update is posted.',
    helpPosted: 'Your request for help is posted.',
    updateDeleted: 'The update was deleted.',
    helpDeleted: 'The request for help was deleted.',
    left: 'You left the collaboration.',
    collaborationDeleted: 'The collaboration was deleted.',
    postSentForReview: 'Your post was sent for review.',
    itemSentForReview: 'Sent for review.',
  },
  confirm: {
    yes: 'Yes',
    no: 'No',
  },
  imageViewer: {
    title: 'Image viewer',
    position: 'Image {{current}} of {{total}}',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close image viewer',
  },
  errors: {
    documentTitle: 'Error · Agora',
    unexpected: 'Unexpected Application Error!',
    hint: 'Something went wrong on our side. Please try again, or start again from the home page.',
    backHome: 'Back to the home page',
    /** A page that could not be fetched: the connection, not the site. */
    connectionHeading: 'The connection failed',
    connectionHint: 'This page could not reach the server. Check your connection, then try again.',
    network: 'We could not reach the server. Please check your connection and try again.',
    badResponse: 'The server sent an answer we could not read. Please try again.',
    http: 'Something went wrong on the server (error {{status}}). Please try again.',
  },
  /** shell/RequireAdmin.tsx, around the admin pages before their own texts load. */
  adminOnly: {
    documentTitle: 'Admin · Agora',
    heading: 'Admin area',
    text: 'This is for administrators only.',
  },
  /** entities/review/ReviewStatus.tsx: what is not live yet, for its author and its reviewers. */
  reviewState: {
    waiting: 'Waiting for review',
    waitingText: 'A teacher will read it before anyone else can see it.',
    waitingForYou: 'Only its author, teachers and administrators can see it until it is approved.',
    sentBack: 'Sent back',
    sentBackHeading: 'Sent back for changes',
    note: "Teacher's note",
    sentBackText: 'Change it as the note asks and save it: it goes back to a teacher for review.',
    sentBackForReviewer: 'It waits for its author to change it.',
  },
  notFound: {
    documentTitle: 'Page not found · Agora',
    heading: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  memberCard: {
    /** The author of posts an administrator kept when erasing their account. */
    formerMember: 'Former member',
    /** The author of posts kept from a pupil who left, once the retention job anonymised them. */
    formerPupil: 'Former pupil',
    name: '{{name}} {{surname}}',
    contact: 'Contact details',
    facebook: 'Facebook',
    instagram: 'Instagram',
  },
  /** The words of the API's refusals by code, the API's own (src/shared/texts); {{values}} come with the answer. */
  apiErrors: {
    ...refusals.errors,
    /** A 404, by what was not found (its `what` value). */
    notFound: refusals.notFound,
    /** A refusal whose code this catalogue does not know: the server's English is shown in English. */
    unknown: 'Something went wrong (error {{status}}). Please try again.',
  },
  /** The words of a refused field by code (src/shared/texts), with the values the answer's `issues` carry. */
  fieldErrors: refusals.fields,
  /**
   * The form's own words for a field the browser measured against its markup's rules (required,
   * an email address, a length, a range), shown beside it in place of the browser's bubble
   * (lib/use-form-checks.ts). A form may give a field words of its own (`fieldErrors`).
   */
  formChecks: {
    required: 'Please fill in this field.',
    tick: 'Please tick this box to go on.',
    choose: 'Please choose one of the options.',
    tooShort: 'Please use at least {{min}} characters.',
    tooLong: 'Please use at most {{max}} characters.',
    range: 'Choose a number from {{min}} to {{max}}.',
  },

};
