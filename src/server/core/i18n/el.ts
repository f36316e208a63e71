import notifications from '../../../shared/texts/el/notifications.js';
import pages from '../../../shared/texts/el/pages.js';
import type { Translation } from '../../../shared/texts/translation.js';
import type en from './en.js';

const { home, blog, ...written } = pages;

/** What the server itself writes in words, in Greek (see en.ts). */
export default {
  site: {
    title: 'Agora',
    description: 'Agora: η κοινότητα του προγράμματος σχολικών δραστηριοτήτων μας.',
  },
  pages: written,
  home,
  blog: {
    ...blog,
    feedTitle: 'Ιστολόγιο της Agora',
    formerPupil: 'Πρώην μαθητής',
  },
  account: {
    archiveReadme:
      'Τα δεδομένα σας από τον ιστότοπο {{site}}, όπως ήταν στις {{date}}.\n\nΤο data.json περιέχει τον λογαριασμό σας, το προφίλ σας, τις αναρτήσεις σας, τις συνεργασίες\nπου δημιουργήσατε ή στις οποίες συμμετέχετε, τις ενημερώσεις και τα αιτήματα βοήθειας σας, τα σχόλιά σας, τις αναφορές\nπου κάνατε, τις ειδοποιήσεις σας, τις συνδέσεις σας και τις ανοιχτές συνεδρίες σας. Ο φάκελος pictures/ περιέχει\nτις εικόνες που ανεβάσατε και όσες σας έχουν σημειώσει, η καθεμία με το αναγνωριστικό που χρησιμοποιεί γι’ αυτήν το data.json\n(ένα thumbnailId ή την τιμή ενός μπλοκ εικόνας), στο μεγαλύτερο μέγεθος που κρατάμε.',
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
      ...notifications,
    },
    passwordReset: {
      subject: 'Επιλέξτε νέο κωδικό πρόσβασης για την Agora',
      greeting: 'Γεια σας, {{name}},',
      asked: 'Κάποιος, ελπίζουμε εσείς, ζήτησε να οριστεί νέος κωδικός πρόσβασης για τον λογαριασμό σας στην Agora.',
      openLink: 'Ανοίξτε αυτόν τον σύνδεσμο μέσα σε μία ώρα για να τον επιλέξετε:',
      notYou: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας μένει ως έχει.',
      signature: 'Agora',
    },
    invitation: {
      subject: 'Πρόσκληση να γίνετε μέλος της Agora',
      greeting: 'Γεια σας,',
      greetingNamed: 'Γεια σας, {{name}},',
      invited: 'Ο/Η {{inviter}} σας προσκαλεί στην Agora, τον ιστότοπο της κοινότητας του προγράμματος σχολικών δραστηριοτήτων μας, ως {{role}}.',
      collaboration: 'Θα συμμετέχετε στη συνεργασία «{{collaboration}}».',
      guardianOf: 'Κηδεμόνας του/της {{pupil}}: θα βλέπετε τις εργασίες του/της στην Agora και θα ενημερώνεστε γι’ αυτές από το καμπανάκι και με ένα ημερήσιο email.',
      openLink: 'Ανοίξτε αυτόν τον σύνδεσμο έως τις {{date}} για να επιλέξετε όνομα και κωδικό πρόσβασης:',
      notExpected: 'Αν δεν το περιμένατε, αγνοήστε αυτό το μήνυμα: κανένας λογαριασμός δεν δημιουργείται χωρίς εσάς.',
      role: { member: 'μέλος', teacher: 'εκπαιδευτικός', pupil: 'μαθητής/μαθήτρια', guardian: 'κηδεμόνας' },
      signature: 'Agora',
    },
  },
} satisfies Translation<typeof en>;
