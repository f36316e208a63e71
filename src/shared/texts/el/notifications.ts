import type { Translation } from '../translation.js';
import type en from '../en/notifications.js';

/** What a notification says, in Greek (see en/notifications.ts). */
export default {
  someone: 'Κάποιος',
  kind: {
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
