import pages from '../../../shared/texts/el/pages.js';
import type { Translation } from '../../../shared/texts/translation.js';
import type en from '../en/home';

/** The home page. */
export default {
  home: {
    documentTitle: pages.home.title,
    carousel: {
      roleDescription: 'εναλλαγή εικόνων',
      slideRole: 'διαφάνεια',
      label: 'Εικόνες από το πρόγραμμα',
      slideLabel: '{{current}} από {{total}}',
      alt: 'Ζωγραφιστό τοπίο {{number}}: λόφοι κάτω από ανοιχτό ουρανό',
      previous: 'Προηγούμενη διαφάνεια',
      next: 'Επόμενη διαφάνεια',
      pause: 'Διακοπή αυτόματης εναλλαγής',
      play: 'Έναρξη αυτόματης εναλλαγής',
      choose: 'Επιλογή διαφάνειας',
      goTo: 'Διαφάνεια {{number}}',
    },
    errorFetchingPictures: 'Σφάλμα κατά τη φόρτωση των εικόνων',
    heroHeading: 'Μαθαίνουμε μαζί, και μετά το κουδούνι',
    heroText:
      'Η Agora είναι ο τόπος συνάντησης του προγράμματος σχολικών δραστηριοτήτων μας. Μαθητές, εκπαιδευτικοί, οικογένειες και εθελοντές οργανώνουν μαζί ομίλους και έργα, και μοιράζονται εδώ ό,τι δημιουργούν.',
    // The agreed label: the call to action is the Greek word for activities, in both languages.
    cta: 'Δραστηριότητες',
    projectsHeading: 'Τα έργα μας',
    projectsText:
      'Όλη τη σχολική χρονιά τρέχουν τέσσερα έργα. Το καθένα το αναλαμβάνει μια ομάδα μαθητών, με έναν εκπαιδευτικό και εθελοντές στο πλευρό της.',
    aboutHeading: 'Σχετικά με το πρόγραμμα',
    aboutText:
      'Το πρόγραμμα ξεκίνησε με λίγους απογευματινούς ομίλους και σήμερα έχει γίνει μια ολόκληρη κοινότητα. Όλοι είναι ευπρόσδεκτοι: δεν χρειάζεται να περάσει κανείς κάποιο τεστ, αρκεί να φέρει την περιέργειά του.',
    aboutLink: 'Μάθετε περισσότερα για εμάς',
  },
} satisfies Translation<typeof en>;
