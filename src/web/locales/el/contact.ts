import pages from '../../../shared/texts/el/pages.js';
import type { Translation } from '../../../shared/texts/translation.js';
import type en from '../en/contact';

/** The Contact page. */
export default {
  contact: {
    documentTitle: pages.contact.title,
    heading: 'Επικοινωνία',
    intro:
      'Έχετε μια ερώτηση για το πρόγραμμα, μια ιδέα για ένα έργο ή θέλετε να βοηθήσετε; Γράψτε μας και η ομάδα του προγράμματος θα σας απαντήσει με email.',
    name: 'Όνομα',
    email: 'Email',
    message: 'Μήνυμα',
    send: 'Αποστολή μηνύματος',
    sending: 'Αποστολή…',
    privacyNote: 'Χρησιμοποιούμε ό,τι μας στέλνετε μόνο για να σας απαντήσουμε.',
    privacyLink: 'Πολιτική απορρήτου',
    thanksHeading: 'Σας ευχαριστούμε!',
    thanksText: 'Το μήνυμά σας έφτασε στην ομάδα του προγράμματος. Θα σας απαντήσουμε με email, συνήθως μέσα σε λίγες σχολικές μέρες.',
    another: 'Γράψτε ένα ακόμη μήνυμα',
    nextHeading: 'Τι γίνεται στη συνέχεια',
    nextItems: [
      'Κάθε μήνυμα το διαβάζει ένα μέλος της ομάδας του προγράμματος.',
      'Απαντάμε με email, συνήθως μέσα σε λίγες σχολικές μέρες.',
      'Για οτιδήποτε επείγον σχετικά με κάποιον μαθητή, τηλεφωνήστε καλύτερα στη γραμματεία του σχολείου.',
    ],
  },
} satisfies Translation<typeof en>;
