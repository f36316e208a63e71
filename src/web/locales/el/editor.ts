import type { Translation } from '../../../shared/texts/translation.js';
import type en from '../en/editor';

/** The block editor and picture upload of the member pages that write content. */
export default {
  imageUpload: {
    choose: 'Επιλογή εικόνας',
    change: 'Αλλαγή εικόνας',
    hint: 'JPEG, PNG, WebP, GIF ή AVIF, έως {{max}} MB.',
    progressLabel: 'Πρόοδος ανεβάσματος',
    processing: 'Επεξεργασία…',
    cancel: 'Ακύρωση ανεβάσματος',
    tooLarge: 'Το αρχείο είναι πολύ μεγάλο: κάθε εικόνα μπορεί να έχει μέγεθος έως {{max}} MB.',
  },
  blockEditor: {
    addGroup: 'Προσθήκη ενότητας',
    add: {
      title: 'Προσθήκη τίτλου',
      paragraph: 'Προσθήκη παραγράφου',
      bullets: 'Προσθήκη λίστας',
      image: 'Προσθήκη εικόνας',
    },
    kind: {
      title: 'Τίτλος ενότητας',
      paragraph: 'Παράγραφος',
      bullets: 'Λίστα με κουκκίδες',
      image: 'Εικόνα',
    },
    blockLabel: '{{kind}}, ενότητα {{position}} από {{total}}',
    moveUp: 'Μετακίνηση πάνω',
    moveDown: 'Μετακίνηση κάτω',
    delete: 'Διαγραφή ενότητας',
    added: '{{kind}}: προστέθηκε ως ενότητα {{position}}.',
    moved: '{{kind}}: μετακινήθηκε στη θέση {{position}} από {{total}}.',
    deleted: '{{kind}}: διαγράφηκε.',
    empty: 'Δεν υπάρχει ακόμη περιεχόμενο. Προσθέστε μια ενότητα με τα κουμπιά παρακάτω.',
    full: 'Έχετε φτάσει τον μέγιστο αριθμό ενοτήτων ({{max}}).',
    bulletsHint: 'Πατήστε Enter για να προσθέσετε νέα κουκκίδα.',
    imageDescription: 'Περιγραφή εικόνας',
    imageDescriptionHint: 'Περιγράψτε τι δείχνει η εικόνα, για τους αναγνώστες που δεν μπορούν να τη δουν.',
    emptyImage: 'Επιλέξτε μια εικόνα για κάθε ενότητα εικόνας ή διαγράψτε όσες έμειναν κενές.',
  },
} satisfies Translation<typeof en>;
