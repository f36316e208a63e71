import type { Translation } from '../../../shared/texts/translation.js';
import type en from '../en/pictures';

/** Who is in a picture: under a picture being written about, and beside a reviewer's decision. */
export default {
  pictureTags: {
    summary: 'Ποιοι είναι σε αυτή τη φωτογραφία;',
    count_one: '({{count}} μαθητής σημειωμένος)',
    count_other: '({{count}} μαθητές σημειωμένοι)',
    hint: 'Σημειώστε τους μαθητές που φαίνονται: η συγκατάθεση των οικογενειών τους ορίζει ποιος μπορεί να δει τη φωτογραφία.',
    none: 'Δεν έχει σημειωθεί κανένας μαθητής.',
    taggedLabel: 'Μαθητές σε αυτή τη φωτογραφία',
    remove: 'Αφαίρεση',
    find: 'Αναζήτηση μαθητή με το όνομα',
    results: 'Μαθητές που βρέθηκαν',
    found_one: 'Βρέθηκε {{count}} μαθητής.',
    found_other: 'Βρέθηκαν {{count}} μαθητές.',
    noneFound: 'Κανένας μαθητής δεν ταιριάζει με «{{q}}».',
    noPupils: 'Δεν υπάρχουν μαθητές για σημείωση.',
    searchError: 'Δεν ήταν δυνατή η φόρτωση των μαθητών. Δοκιμάστε ξανά.',
    tag: 'Προσθήκη',
  },
} satisfies Translation<typeof en>;
