import type { Translation } from '../catalogue';
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
    project: 'Έργο {{number}}',
    about: 'ΣΧΕΤΙΚΑ',
    blog: 'ΙΣΤΟΛΟΓΙΟ',
    contact: 'ΕΠΙΚΟΙΝΩΝΙΑ',
    profile: 'ΠΡΟΦΙΛ',
    signIn: 'ΣΥΝΔΕΣΗ',
    avatarAlt: 'Προφίλ',
    openMenu: 'Άνοιγμα μενού',
  },
  /** components/LanguageSwitch.tsx: the languages are named in themselves, not here. */
  language: {
    label: 'Γλώσσα',
  },
  footer: {
    label: 'Υποσέλιδο',
    copyright: '© 2024 Agora',
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
    network: 'Δεν ήταν δυνατή η επικοινωνία με τον διακομιστή. Ελέγξτε τη σύνδεσή σας στο διαδίκτυο και δοκιμάστε ξανά.',
    badResponse: 'Ο διακομιστής έστειλε μια απάντηση που δεν μπορέσαμε να διαβάσουμε. Δοκιμάστε ξανά.',
    http: 'Κάτι πήγε στραβά στον διακομιστή (σφάλμα {{status}}). Δοκιμάστε ξανά.',
  },
  /** components/RequireAdmin.tsx, around the admin pages before their own texts load. */
  adminOnly: {
    documentTitle: 'Διαχείριση · Agora',
    text: 'Αυτή η σελίδα είναι μόνο για διαχειριστές.',
  },
  notFound: {
    documentTitle: 'Η σελίδα δεν βρέθηκε · Agora',
    heading: 'Η σελίδα δεν βρέθηκε',
    text: 'Η σελίδα που αναζητάτε δεν υπάρχει ή έχει μετακινηθεί.',
    backHome: 'Επιστροφή στην αρχική σελίδα',
  },
  memberCard: {
    name: '{{name}} {{surname}}',
    contact: 'Στοιχεία επικοινωνίας',
    facebook: 'Facebook',
    instagram: 'Instagram',
  },
} satisfies Translation<typeof en>;
