import type en from '../en/reactions';
import type { Translation } from '../../../shared/texts/translation.js';

/** Αντιδράσεις (απόφαση 0047): θετικά emoji των μελών σε αναρτήσεις, σχόλια, ενημερώσεις και αιτήματα βοήθειας. */
export default {
  reactions: {
    label: 'Αντιδράσεις σε {{thing}}',
    button_one: '{{name}}, {{count}} αντίδραση',
    button_other: '{{name}}, {{count}} αντιδράσεις',
    names: {
      like: 'Μου αρέσει',
      love: 'Αγάπη',
      celebrate: 'Γιορτή',
      idea: 'Καλή ιδέα',
      applause: 'Χειροκρότημα',
      star: 'Αστέρι',
      hooray: 'Ζήτω',
      strong: 'Δυνατή δουλειά',
      smile: 'Χαμόγελο',
      rocket: 'Πύραυλος',
    },
    whoReacted: 'Ποιοι αντέδρασαν',
    andMore: 'και {{count}} ακόμη',
    formerPupil: 'Πρώην μαθητής',
    thePost: 'την ανάρτηση «{{title}}»',
    theComment: 'το σχόλιο του/της {{name}}',
    theItem: '«{{title}}»',
  },
} satisfies Translation<typeof en>;
