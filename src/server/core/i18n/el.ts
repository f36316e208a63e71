import type en from './en.js';
import type { ServerTranslation } from './translation.js';

/** What the server itself writes in words, in Greek (see en.ts). */
export default {
  site: {
    title: 'Agora',
    description: 'Agora: η κοινότητα του προγράμματος σχολικών δραστηριοτήτων μας.',
  },
  pages: {
    about: { title: 'Σχετικά · Agora', description: 'Ποιοι είμαστε και τι προσφέρει το πρόγραμμα σχολικών δραστηριοτήτων μας.' },
    forgotPassword: {
      title: 'Ξεχάσατε τον κωδικό πρόσβασης; · Agora',
      description: 'Λάβετε έναν σύνδεσμο για να ορίσετε νέο κωδικό πρόσβασης στον λογαριασμό σας στην Agora.',
    },
    resetPassword: { title: 'Επιλέξτε νέο κωδικό πρόσβασης · Agora', description: 'Επιλέξτε νέο κωδικό πρόσβασης για τον λογαριασμό σας στην Agora.' },
    project: { title: 'Έργα · Agora', description: 'Τα έργα του προγράμματος σχολικών δραστηριοτήτων μας, σε φωτογραφίες.' },
    contact: { title: 'Επικοινωνία · Agora', description: 'Γράψτε μας για το πρόγραμμα σχολικών δραστηριοτήτων.' },
    privacy: {
      title: 'Πολιτική απορρήτου · Agora',
      description: 'Τι αποθηκεύει η Agora, ποιος το βλέπει και πώς μπορείτε να ζητήσετε τη διαγραφή του.',
    },
    search: { title: 'Αναζήτηση · Agora', description: 'Βρείτε αναρτήσεις, συνεργασίες και ανθρώπους του προγράμματος σχολικών δραστηριοτήτων μας.' },
    licensing: { title: 'Άδειες χρήσης · Agora', description: 'Οι άδειες χρήσης του λογισμικού Agora και των φωτογραφιών αυτού του ιστότοπου.' },
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
    feedTitle: 'Ιστολόγιο της Agora',
  },
  account: {
    archiveReadme:
      'Τα δεδομένα σας από τον ιστότοπο {{site}}, όπως ήταν στις {{date}}.\n\nΤο data.json περιέχει τον λογαριασμό σας, το προφίλ σας, τις αναρτήσεις σας, τις συνεργασίες\nπου δημιουργήσατε ή στις οποίες συμμετέχετε, τις ενημερώσεις και τα αιτήματα βοήθειας σας, τις\nειδοποιήσεις σας, τις συνδέσεις σας και τις ανοιχτές συνεδρίες σας. Ο φάκελος pictures/ περιέχει\nτις εικόνες που ανεβάσατε, η καθεμία με το αναγνωριστικό που χρησιμοποιεί γι’ αυτήν το data.json\n(ένα thumbnailId ή την τιμή ενός μπλοκ εικόνας), στο μεγαλύτερο μέγεθος που κρατάμε.',
  },
  mail: {
    notificationDigest: {
      subjectOne: 'Agora: 1 μη αναγνωσμένη ειδοποίηση',
      subjectOther: 'Agora: {{count}} μη αναγνωσμένες ειδοποιήσεις',
      greeting: 'Γεια σας, {{name}},',
      intro: 'Αυτά έγιναν στην Agora και δεν τα έχετε διαβάσει ακόμη:',
      more: '…και {{count}} ακόμη.',
      openAll: 'Διαβάστε τα όλα στη σελίδα των ειδοποιήσεών σας:',
      why: 'Λαμβάνετε αυτό το email, το πολύ μία φορά την ημέρα, επειδή το ζητήσατε. Για να σταματήσει, ξετσεκάρετε το ημερήσιο email σε εκείνη τη σελίδα.',
      signature: 'Agora',
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
      status: { active: 'ενεργή', inactive: 'ανενεργή', completed: 'ολοκληρωμένη', deleted: 'διαγραμμένη' },
    },
    passwordReset: {
      subject: 'Επιλέξτε νέο κωδικό πρόσβασης για την Agora',
      greeting: 'Γεια σας, {{name}},',
      asked: 'Κάποιος, ελπίζουμε εσείς, ζήτησε να οριστεί νέος κωδικός πρόσβασης για τον λογαριασμό σας στην Agora.',
      openLink: 'Ανοίξτε αυτόν τον σύνδεσμο μέσα σε μία ώρα για να τον επιλέξετε:',
      notYou: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας μένει ως έχει.',
      signature: 'Agora',
    },
  },
} satisfies ServerTranslation<typeof en>;
