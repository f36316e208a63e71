import type { Translation } from '../../../shared/texts/translation.js';
import type en from '../en/review';

/** Review before publishing (decision 0028): the queue of teachers and admins, and their decision under what they read. */
export default {
  review: {
    documentTitle: 'Προς έγκριση · Agora',
    heading: 'Προς έγκριση',
    intro: 'Ό,τι γράφουν οι μαθητές περιμένει εδώ, ώσπου να το εγκρίνει ένας εκπαιδευτικός ή ένας διαχειριστής. Ανοίξτε το καθένα για να το διαβάσετε όπως θα δημοσιευτεί· έπειτα εγκρίνετέ το ή επιστρέψτε το με μια σημείωση.',
    waiting_one: '{{count}} περιμένει.',
    waiting_other: '{{count}} περιμένουν.',
    oldestShown_one: 'Εδώ φαίνεται το παλαιότερο.',
    oldestShown_other: 'Εδώ φαίνονται τα {{count}} παλαιότερα.',
    loading: 'Φόρτωση όσων περιμένουν έγκριση…',
    errorFetching: 'Σφάλμα κατά τη φόρτωση όσων περιμένουν έγκριση',
    empty: 'Δεν περιμένει τίποτα για έγκριση.',
    kind: { post: 'Ανάρτηση', update: 'Ενημέρωση', help: 'Αίτημα βοήθειας', collaboration: 'Νέα συνεργασία', collaboration_change: 'Αλλαγή συνεργασίας', profile: 'Αλλαγή προφίλ', comment: 'Σχόλιο' },
    commentOn: 'Σχόλιο στο «{{title}}»',
    byAuthor: 'από {{name}} {{surname}}',
    inCollaboration: 'στη συνεργασία «{{title}}»',
    preview: 'Προεπισκόπηση',

    panelHeading: 'Έλεγχος',
    picturesHeading: 'Ποιοι είναι σε αυτές τις φωτογραφίες;',
    picturesIntro: 'Σημειώστε τους μαθητές σε κάθε φωτογραφία πριν αποφασίσετε: μόλις δημοσιευτεί, η συγκατάθεση των οικογενειών τους ορίζει ποιος τη βλέπει.',
    pictureAlt: 'Φωτογραφία {{position}} από όσα περιμένουν',
    panelIntro: 'Διαβάστε το όπως θα δημοσιευτεί· έπειτα εγκρίνετέ το ή επιστρέψτε το στον συντάκτη του με μια σημείωση για το τι πρέπει να αλλάξει. Μόλις εγκριθεί, δημοσιεύεται με την ημερομηνία της έγκρισης.',
    panelIntroChange: 'Διαβάστε την αλλαγή δίπλα σε ό,τι φαίνεται τώρα και εγκρίνετέ τη ή επιστρέψτε τη στον συντάκτη της με μια σημείωση για το τι πρέπει να αλλάξει. Μόλις εγκριθεί, τη βλέπουν όλοι.',
    approve: 'Έγκριση',
    sendBack: 'Επιστροφή',
    noteLabel: 'Τι πρέπει να αλλάξει;',
    noteHint: 'Τη σημείωση θα τη διαβάσει ο συντάκτης. Έως {{max}} χαρακτήρες.',
    cancel: 'Ακύρωση',
    errorApproving: 'Σφάλμα κατά την έγκριση',
    errorSendingBack: 'Σφάλμα κατά την επιστροφή',
    approved: 'Εγκρίθηκε: δημοσιεύτηκε.',
    approvedChange: 'Εγκρίθηκε: όλοι βλέπουν πλέον την αλλαγή.',
    sentBack: 'Επιστράφηκε στον συντάκτη του.',
  },
} satisfies Translation<typeof en>;
