import pages from '../../../shared/texts/el/pages.js';
import type { Translation } from '../../../shared/texts/translation.js';
import type en from '../en/project';

/** The Project page and its gallery. */
export default {
  project: {
    documentTitle: pages.project.title,
    heading: 'Έργα',
    lead: 'Ό,τι φτιάχνουν, καλλιεργούν, παίζουν και ανακαλύπτουν οι μαθητές μας, ένα έργο τη φορά.',
    introHeading: 'Πώς προχωρά ένα έργο',
    intro:
      'Κάθε έργο ξεκινά από την ιδέα ενός μαθητή ή μιας τάξης. Ένας εκπαιδευτικός βοηθά να γίνει η ιδέα σχέδιο, οι εθελοντές φέρνουν εργαλεία και τεχνογνωσία, και η ομάδα συναντιέται κάθε εβδομάδα μέχρι να ολοκληρωθεί η δουλειά. Στο τέλος κάθε τριμήνου, οι ομάδες παρουσιάζουν τα αποτελέσματά τους στις οικογένειες σε ένα ανοιχτό απόγευμα.',
    members:
      'Τα μέλη του προγράμματος παρακολουθούν κάθε έργο στον πίνακα συνεργασιών, όπου οι ομάδες δημοσιεύουν τις ενημερώσεις τους και ζητούν βοήθεια όταν τη χρειάζονται.',
    galleryHeading: 'Γκαλερί',
    galleryText: 'Εικόνες από τα φετινά έργα. Επιλέξτε μία για να τη δείτε σε πλήρη οθόνη.',
    openPicture: 'Άνοιγμα εικόνας {{number}} από {{total}}',
    pictureAlt: 'Εικόνα {{number}} από {{total}} της γκαλερί',
    errorFetchingPictures: 'Σφάλμα κατά τη φόρτωση των εικόνων',
    contactHeading: 'Έχετε μια ιδέα για έργο;',
    contactText: 'Μιλήστε μας γι’ αυτήν ή προσφερθείτε να βοηθήσετε σε κάποιο από τα δικά μας έργα.',
    contactButton: 'Επικοινωνία',
  },
} satisfies Translation<typeof en>;
