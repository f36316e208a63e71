import pages from '../../../shared/texts/el/pages.js';
import type { Translation } from '../../../shared/texts/translation.js';
import type en from '../en/search';

/** The search page; the header's search box is the shell's (siteSearch). */
export default {
  search: {
    documentTitle: pages.search.title,
    heading: 'Αναζήτηση',
    intro: 'Βρείτε αναρτήσεις του ιστολογίου και, αφού συνδεθείτε, συνεργασίες, αιτήματα βοήθειας, ενημερώσεις και μέλη.',
    label: 'Αναζήτηση για',
    submit: 'Αναζήτηση',
    kindsLabel: 'Εμφάνιση',
    kinds: {
      all: 'Όλα',
      posts: 'Αναρτήσεις',
      collaborations: 'Συνεργασίες',
      help: 'Αιτήματα βοήθειας',
      updates: 'Ενημερώσεις',
      members: 'Μέλη',
    },
    resultCount_one: '{{count}} αποτέλεσμα για «{{q}}»',
    resultCount_other: '{{count}} αποτελέσματα για «{{q}}»',
    resultCountMore: '{{shown}}+ αποτελέσματα για «{{q}}»: κατατάσσονται τα νεότερα',
    searching: 'Αναζήτηση…',
    errorSearching: 'Η αναζήτηση δεν έγινε αυτή τη στιγμή. Δοκιμάστε ξανά.',
    prompt: 'Γράψτε μία ή δύο λέξεις και πατήστε Αναζήτηση. Βάλτε λέξεις σε εισαγωγικά για να βρεθούν μαζί, ή ένα μείον πριν από μια λέξη για να την αποκλείσετε.',
    noResults: 'Δεν βρέθηκε τίποτα για «{{q}}».',
    noResultsHelp: 'Ελέγξτε την ορθογραφία, δοκιμάστε λιγότερες ή πιο γενικές λέξεις, ή αναζητήστε σε όλα αντί για ένα είδος.',
    signInForMore: 'Τα μέλη βρίσκουν επίσης συνεργασίες, αιτήματα βοήθειας, ενημερώσεις και ανθρώπους.',
    signInLink: 'Σύνδεση',
    kind: {
      post: 'Ανάρτηση',
      collaboration: 'Συνεργασία',
      help: 'Αίτημα βοήθειας',
      update: 'Ενημέρωση',
      member: 'Μέλος',
    },
    inCollaboration: 'στη συνεργασία «{{title}}»',
    byAuthor: 'από {{name}} {{surname}}',
    resultsLabel: 'Αποτελέσματα',
    pagination: 'Σελίδες αποτελεσμάτων',
    previousPage: 'Προηγούμενη σελίδα',
    nextPage: 'Επόμενη σελίδα',
    pageOf: 'Σελίδα {{page}} από {{count}}',
  },
} satisfies Translation<typeof en>;
