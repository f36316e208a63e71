import type { Translation } from '../translation.js';
import type en from '../en/pages.js';

/** The pages' titles and descriptions, in Greek (see en/pages.ts). */
export default {
  about: {
    title: 'Σχετικά · Agora',
    description: 'Ποιοι είμαστε και τι προσφέρει το πρόγραμμα σχολικών δραστηριοτήτων μας.',
  },
  forgotPassword: {
    title: 'Ξεχάσατε τον κωδικό πρόσβασης; · Agora',
    description: 'Λάβετε έναν σύνδεσμο για να ορίσετε νέο κωδικό πρόσβασης στον λογαριασμό σας στην Agora.',
  },
  resetPassword: {
    title: 'Επιλέξτε νέο κωδικό πρόσβασης · Agora',
    description: 'Επιλέξτε νέο κωδικό πρόσβασης για τον λογαριασμό σας στην Agora.',
  },
  join: {
    title: 'Η πρόσκλησή σας · Agora',
    description: 'Έχετε προσκληθεί στην Agora: δημιουργήστε τον λογαριασμό σας με τον σύνδεσμο που σας δόθηκε.',
  },
  project: {
    title: 'Έργα · Agora',
    description: 'Τα έργα του προγράμματος σχολικών δραστηριοτήτων μας, σε φωτογραφίες.',
  },
  contact: {
    title: 'Επικοινωνία · Agora',
    description: 'Γράψτε μας για το πρόγραμμα σχολικών δραστηριοτήτων.',
  },
  privacy: {
    title: 'Πολιτική απορρήτου · Agora',
    description: 'Τι αποθηκεύει η Agora, ποιος το βλέπει και πώς μπορείτε να ζητήσετε τη διαγραφή του.',
  },
  search: {
    title: 'Αναζήτηση · Agora',
    description: 'Βρείτε αναρτήσεις, συνεργασίες και ανθρώπους του προγράμματος σχολικών δραστηριοτήτων μας.',
  },
  licensing: {
    title: 'Άδειες χρήσης · Agora',
    description: 'Οι άδειες χρήσης του λογισμικού Agora και των φωτογραφιών αυτού του ιστότοπου.',
  },
  home: {
    title: 'Agora · Πρόγραμμα σχολικών δραστηριοτήτων',
    description: 'Η Agora είναι η κοινότητα του προγράμματος σχολικών δραστηριοτήτων μας: έργα, όμιλοι, ιστορίες και φωτογραφίες.',
  },
  blog: {
    listTitle: 'Ιστολόγιο · Agora',
    listTitlePaged: 'Ιστολόγιο, σελίδα {{page}} · Agora',
    postTitle: '{{title}} · Agora',
    description: 'Ιστορίες, νέα και φωτογραφίες από το πρόγραμμα σχολικών δραστηριοτήτων μας.',
  },} satisfies Translation<typeof en>;
