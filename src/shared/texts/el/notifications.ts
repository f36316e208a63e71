import type { Translation } from '../translation.js';
import type en from '../en/notifications.js';

/** What a notification says, in Greek (see en/notifications.ts). */
export default {
  someone: 'Κάποιος',
  kind: {
    child_approved: '{{actor}} ενέκρινε την ανάρτηση «{{post}}» του παιδιού σας {{child}}: δημοσιεύτηκε.',
    child_approved_update: '{{actor}} ενέκρινε την ενημέρωση «{{item}}» του παιδιού σας {{child}} στη συνεργασία «{{collaboration}}»: δημοσιεύτηκε.',
    child_approved_help: '{{actor}} ενέκρινε το αίτημα βοήθειας «{{item}}» του παιδιού σας {{child}} στη συνεργασία «{{collaboration}}»: δημοσιεύτηκε.',
    child_sent_back: '{{actor}} επέστρεψε την ανάρτηση «{{post}}» του παιδιού σας {{child}} για αλλαγές: {{note}}',
    child_sent_back_update: '{{actor}} επέστρεψε την ενημέρωση «{{item}}» του παιδιού σας {{child}} στη συνεργασία «{{collaboration}}» για αλλαγές: {{note}}',
    child_sent_back_help: '{{actor}} επέστρεψε το αίτημα βοήθειας «{{item}}» του παιδιού σας {{child}} στη συνεργασία «{{collaboration}}» για αλλαγές: {{note}}',
    guardian_request_decided_hide_approved: '{{actor}} απέκρυψε ό,τι ζητήσατε από το περιεχόμενο του παιδιού σας {{child}}. {{note}}',
    guardian_request_decided_hide_declined: '{{actor}} απέρριψε το αίτημά σας να αποκρυφτεί περιεχόμενο του παιδιού σας {{child}}. {{note}}',
    guardian_request_decided_erase_approved: '{{actor}} διέγραψε τον λογαριασμό του παιδιού σας {{child}}, όπως ζητήσατε. {{note}}',
    guardian_request_decided_erase_declined: '{{actor}} απέρριψε το αίτημά σας να διαγραφεί ο λογαριασμός του παιδιού σας {{child}}. {{note}}',
    picture_withheld: 'Η οικογένεια του παιδιού {{child}} άλλαξε τη συγκατάθεσή της για τις φωτογραφίες: οι φωτογραφίες σας με το παιδί {{child}} δεν εμφανίζονται πλέον τόσο ευρέως. Ελέγξτε πού τις χρησιμοποιήσατε.',
    collaboration_added: '{{actor}} σας πρόσθεσε στη συνεργασία «{{collaboration}}».',
    collaboration_update: '{{actor}} δημοσίευσε ενημέρωση στη συνεργασία «{{collaboration}}»: {{item}}',
    collaboration_help: '{{actor}} ζήτησε βοήθεια στη συνεργασία «{{collaboration}}»: {{item}}',
    collaboration_status: '{{actor}} άλλαξε την κατάσταση της συνεργασίας «{{collaboration}}» σε «{{status}}».',
    post_unpublished: '{{actor}} απέσυρε την ανάρτησή σας «{{post}}» από τον ιστότοπο.',
    post_published: '{{actor}} δημοσίευσε ξανά την ανάρτησή σας «{{post}}».',
    review_approved: '{{actor}} ενέκρινε την ανάρτησή σας «{{post}}»: δημοσιεύτηκε.',
    review_approved_update: '{{actor}} ενέκρινε την ενημέρωσή σας «{{item}}» στη συνεργασία «{{collaboration}}»: δημοσιεύτηκε.',
    review_approved_help: '{{actor}} ενέκρινε το αίτημα βοήθειάς σας «{{item}}» στη συνεργασία «{{collaboration}}»: δημοσιεύτηκε.',
    review_sent_back: '{{actor}} σας επέστρεψε την ανάρτηση «{{post}}» για αλλαγές: {{note}}',
    review_sent_back_update: '{{actor}} σας επέστρεψε την ενημέρωση «{{item}}» της συνεργασίας «{{collaboration}}» για αλλαγές: {{note}}',
    review_sent_back_help: '{{actor}} σας επέστρεψε το αίτημα βοήθειας «{{item}}» της συνεργασίας «{{collaboration}}» για αλλαγές: {{note}}',
    review_approved_collaboration: '{{actor}} ενέκρινε τη συνεργασία σας «{{collaboration}}»: είναι πλέον στον πίνακα.',
    review_approved_collaboration_change: '{{actor}} ενέκρινε την αλλαγή σας στη συνεργασία «{{collaboration}}»: τη βλέπουν πλέον όλοι.',
    review_approved_profile: '{{actor}} ενέκρινε την αλλαγή στο προφίλ σας: τη βλέπουν πλέον όλοι.',
    review_sent_back_collaboration: '{{actor}} σας επέστρεψε τη συνεργασία «{{collaboration}}» για αλλαγές: {{note}}',
    review_sent_back_collaboration_change: '{{actor}} σας επέστρεψε την αλλαγή σας στη συνεργασία «{{collaboration}}» για αλλαγές: {{note}}',
    review_sent_back_profile: '{{actor}} σας επέστρεψε την αλλαγή στο προφίλ σας για αλλαγές: {{note}}',
    review_waiting: 'Εργασίες μαθητών περιμένουν την έγκρισή σας.',
  },
  status: {
    active: 'ενεργή',
    inactive: 'ανενεργή',
    completed: 'ολοκληρωμένη',
    deleted: 'διαγραμμένη',
  },} satisfies Translation<typeof en>;
