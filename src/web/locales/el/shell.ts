import notificationWords from '../../../shared/texts/el/notifications.js';
import refusals from '../../../shared/texts/el/refusals.js';
import type { Translation } from '../../../shared/texts/translation.js';
import type en from '../en/shell';

/** The shell: the header, footer, overlays, errors and messages every page may show (src/web/components and src/web/lib). */
export default {
  app: {
    name: 'Agora',
    skipToContent: 'Μετάβαση στο περιεχόμενο',
    dismissNotice: 'Κλείσιμο μηνύματος',
  },
  nav: {
    label: 'Κύριο μενού',
    mobileLabel: 'Μενού για κινητά',
    homeLink: 'Αρχική σελίδα της Agora',
    home: 'ΑΡΧΙΚΗ',
    projects: 'ΕΡΓΑ',
    allProjects: 'Όλα τα έργα',
    about: 'ΣΧΕΤΙΚΑ',
    blog: 'ΙΣΤΟΛΟΓΙΟ',
    contact: 'ΕΠΙΚΟΙΝΩΝΙΑ',
    profile: 'ΠΡΟΦΙΛ',
    signIn: 'ΣΥΝΔΕΣΗ',
    avatarAlt: 'Προφίλ',
    openMenu: 'Άνοιγμα μενού',
  },
  /** entities/review/ReviewCountLink: δίπλα στο καμπανάκι, για εκπαιδευτικούς και διαχειριστές. */
  reviewCount: {
    none: 'Έγκριση: τίποτα δεν περιμένει',
    waiting_one: 'Έγκριση: {{count}} περιμένει',
    waiting_other: 'Έγκριση: {{count}} περιμένουν',
  },
  /** entities/notifications: the bell in the header, and the notifications page. */
  notifications: {
    bell: 'Ειδοποιήσεις',
    bellUnread_one: 'Ειδοποιήσεις, {{count}} μη αναγνωσμένη',
    bellUnread_other: 'Ειδοποιήσεις, {{count}} μη αναγνωσμένες',
    heading: 'Ειδοποιήσεις',
    documentTitle: 'Ειδοποιήσεις · Agora',
    markAllRead: 'Σήμανση όλων ως αναγνωσμένων',
    seeAll: 'Όλες οι ειδοποιήσεις',
    empty: 'Δεν υπάρχουν ακόμη ειδοποιήσεις. Εδώ θα μαθαίνετε όταν κάποιος σας προσθέτει σε μια συνεργασία ή γράφει σε μία από τις δικές σας.',
    loading: 'Φόρτωση ειδοποιήσεων…',
    error: 'Σφάλμα κατά τη φόρτωση των ειδοποιήσεων',
    showOlder: 'Παλαιότερες ειδοποιήσεις',
    unread: 'Μη αναγνωσμένη',
    // What a notification says, as the daily email says it too (src/shared/texts): someone, kind, status.
    ...notificationWords,
    emailHeading: 'Email',
    digestLabel: 'Θέλω ένα ημερήσιο email με τις μη αναγνωσμένες ειδοποιήσεις μου',
    digestHint: 'Το πολύ ένα email την ημέρα, και μόνο όταν υπάρχει κάτι καινούργιο.',
    noEmail: 'Αυτός ο ιστότοπος δεν μπορεί να στείλει email, γι’ αυτό οι ειδοποιήσεις των μελών μένουν εδώ και κανείς δεν λαμβάνει την ημερήσια σύνοψη. Ορίστε το SMTP_URL στον διακομιστή για να αποστέλλεται.',
    digestNotSaved: 'Η επιλογή σας δεν αποθηκεύτηκε',
  },
  /** shell/SiteSearch.tsx: the search box in the header and the phone's menu. */
  siteSearch: {
    label: 'Αναζήτηση στον ιστότοπο',
    placeholder: 'Αναζήτηση…',
    submit: 'Αναζήτηση',
  },
  /** components/LiveBadge.tsx: on a page that updates by itself. */
  live: {
    on: 'Ζωντανά',
    hint: 'Αυτή η σελίδα δείχνει αμέσως ό,τι αλλάζουν οι άλλοι.',
  },
  /** shell/LanguageSwitch.tsx: the languages are named in themselves, not here. */
  language: {
    label: 'Γλώσσα',
  },
  footer: {
    label: 'Υποσέλιδο',
    copyright: '© {{years}} Agora',
    about: 'Σχετικά',
    privacy: 'Πολιτική απορρήτου',
    licensing: 'Άδειες χρήσης',
    contact: 'Επικοινωνία',
  },
  loading: {
    text: 'Φόρτωση…',
  },
  common: {
    tryAgain: 'Δοκιμάστε ξανά',
    copy: 'Αντιγραφή',
    copied: 'Αντιγράφηκε',
    copyFailed: 'Η αντιγραφή δεν είναι δυνατή εδώ: επιλέξτε το κείμενο και αντιγράψτε το χειροκίνητα.',
    newPasswordHint: 'Τουλάχιστον {{min}} χαρακτήρες.',
  },
  /** What a save says on the page it leads to (components/NoticeBanner.tsx). */
  notices: {
    published: 'Η ανάρτησή σας δημοσιεύτηκε.',
    postSaved: 'Οι αλλαγές στην ανάρτηση αποθηκεύτηκαν.',
    readPost: 'Διαβάστε την',
    postDeleted: 'Η ανάρτηση διαγράφηκε.',
    postPublished: 'Η ανάρτηση δημοσιεύτηκε ξανά: μπορούν όλοι να τη διαβάσουν.',
    postUnpublished: 'Η ανάρτηση αποσύρθηκε: τώρα μπορούν να τη διαβάσουν μόνο ο συντάκτης της και οι διαχειριστές.',
    collaborationCreated: 'Η συνεργασία σας δημιουργήθηκε. Στην αρχή είναι ανενεργή.',
    collaborationSaved: 'Οι αλλαγές στη συνεργασία αποθηκεύτηκαν.',
    openCollaboration: 'Ανοίξτε την',
    statusChanged: 'Η κατάσταση της συνεργασίας άλλαξε σε: {{status}}.',
    updatePosted: 'Η ενημέρωσή σας δημοσιεύτηκε.',
    helpPosted: 'Το αίτημα βοήθειας δημοσιεύτηκε.',
    updateDeleted: 'Η ενημέρωση διαγράφηκε.',
    helpDeleted: 'Το αίτημα βοήθειας διαγράφηκε.',
    left: 'Αποχωρήσατε από τη συνεργασία.',
    collaborationDeleted: 'Η συνεργασία διαγράφηκε.',
    postSentForReview: 'Η ανάρτησή σας στάλθηκε για έγκριση.',
    itemSentForReview: 'Στάλθηκε για έγκριση.',
  },
  confirm: {
    yes: 'Ναι',
    no: 'Όχι',
  },
  imageViewer: {
    title: 'Προβολή εικόνων',
    position: 'Εικόνα {{current}} από {{total}}',
    previous: 'Προηγούμενη εικόνα',
    next: 'Επόμενη εικόνα',
    close: 'Κλείσιμο προβολής εικόνων',
  },
  errors: {
    documentTitle: 'Σφάλμα · Agora',
    unexpected: 'Παρουσιάστηκε απρόσμενο σφάλμα!',
    hint: 'Κάτι πήγε στραβά από τη δική μας πλευρά. Δοκιμάστε ξανά ή ξεκινήστε πάλι από την αρχική σελίδα.',
    backHome: 'Επιστροφή στην αρχική σελίδα',
    connectionHeading: 'Η σύνδεση απέτυχε',
    connectionHint: 'Η σελίδα δεν μπόρεσε να επικοινωνήσει με τον διακομιστή. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
    network: 'Δεν ήταν δυνατή η επικοινωνία με τον διακομιστή. Ελέγξτε τη σύνδεσή σας στο διαδίκτυο και δοκιμάστε ξανά.',
    badResponse: 'Ο διακομιστής έστειλε μια απάντηση που δεν μπορέσαμε να διαβάσουμε. Δοκιμάστε ξανά.',
    http: 'Κάτι πήγε στραβά στον διακομιστή (σφάλμα {{status}}). Δοκιμάστε ξανά.',
  },
  /** shell/RequireAdmin.tsx, around the admin pages before their own texts load. */
  adminOnly: {
    documentTitle: 'Διαχείριση · Agora',
    heading: 'Περιοχή διαχείρισης',
    text: 'Αυτή η σελίδα είναι μόνο για διαχειριστές.',
  },
  /** entities/review/ReviewStatus.tsx: what is not live yet, for its author and its reviewers. */
  reviewState: {
    waiting: 'Αναμένει έγκριση',
    waitingText: 'Θα το διαβάσει πρώτα ένας εκπαιδευτικός και μετά θα μπορούν να το δουν και οι υπόλοιποι.',
    waitingForYou: 'Μέχρι να εγκριθεί, το βλέπουν μόνο ο συντάκτης του, οι εκπαιδευτικοί και οι διαχειριστές.',
    sentBack: 'Επιστράφηκε',
    sentBackHeading: 'Επιστράφηκε για αλλαγές',
    note: 'Σημείωση του εκπαιδευτικού',
    sentBackText: 'Κάντε τις αλλαγές που ζητά η σημείωση και αποθηκεύστε: θα σταλεί ξανά για έγκριση σε έναν εκπαιδευτικό.',
    sentBackForReviewer: 'Περιμένει τις αλλαγές του συντάκτη του.',
  },
  notFound: {
    documentTitle: 'Η σελίδα δεν βρέθηκε · Agora',
    heading: 'Η σελίδα δεν βρέθηκε',
    text: 'Η σελίδα που αναζητάτε δεν υπάρχει ή έχει μετακινηθεί.',
    backHome: 'Επιστροφή στην αρχική σελίδα',
  },
  memberCard: {
    /** The author of posts an administrator kept when erasing their account. */
    formerMember: 'Πρώην μέλος',
    formerPupil: 'Πρώην μαθητής',
    name: '{{name}} {{surname}}',
    contact: 'Στοιχεία επικοινωνίας',
    facebook: 'Facebook',
    instagram: 'Instagram',
  },
  /** The words of the API's refusals by code, the API's own (src/shared/texts); {{values}} come with the answer. */
  apiErrors: {
    ...refusals.errors,
    /** A 404, by what was not found (its `what` value). */
    notFound: refusals.notFound,
    /** A refusal whose code this catalogue does not know: the server's English is shown in English. */
    unknown: 'Κάτι πήγε στραβά (σφάλμα {{status}}). Δοκιμάστε ξανά.',
  },
  /** The words of a refused field by code (src/shared/texts), with the values the answer's `issues` carry. */
  fieldErrors: refusals.fields,
  /**
   * The form's own words for a field the browser measured against its markup's rules (required,
   * an email address, a length, a range), shown beside it in place of the browser's bubble
   * (lib/use-form-checks.ts). A form may give a field words of its own (`fieldErrors`).
   */
  formChecks: {
    required: 'Συμπληρώστε αυτό το πεδίο.',
    tick: 'Επιλέξτε αυτό το πλαίσιο για να συνεχίσετε.',
    choose: 'Επιλέξτε μία από τις επιλογές.',
    tooShort: 'Χρησιμοποιήστε τουλάχιστον {{min}} χαρακτήρες.',
    tooLong: 'Χρησιμοποιήστε έως {{max}} χαρακτήρες.',
    range: 'Επιλέξτε έναν αριθμό από {{min}} έως {{max}}.',
  },
} satisfies Translation<typeof en>;
