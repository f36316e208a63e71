import type en from '../en/mentions';
import type { Translation } from '../../../shared/texts/translation.js';

/** Αναφορές με @ (απόφαση 0049): η λίστα που ανοίγει μετά το @ σε ένα σχόλιο, και πώς διαβάζεται μια αναφορά. */
export default {
  mentions: {
    hint: 'Γράψτε @ και ένα όνομα για να αναφέρετε κάποιον: θα ενημερωθεί.',
    listLabel: 'Πρόσωπα για αναφορά',
    found_one: '{{count}} πρόσωπο για αναφορά. Πάνω και κάτω βέλη για επιλογή, Enter για αναφορά.',
    found_other: '{{count}} πρόσωπα για αναφορά. Πάνω και κάτω βέλη για επιλογή, Enter για αναφορά.',
    none: 'Κανείς με αυτό το όνομα δεν μπορεί να αναφερθεί εδώ.',
    searching: 'Αναζήτηση προσώπων για αναφορά…',
  },
} satisfies Translation<typeof en>;
