import type { ContentBlock } from '../../shared/schemas/content.js';

/** The languages the demo content is written in: posts carry no language, each is simply in one. */
export type DemoLanguage = 'en' | 'el';

/** A sample post's text and its picture theme (demo-images.ts). */
interface DemoText {
  theme: number;
  title: string;
  blocks: ({ type: 'title' | 'paragraph' | 'bullets'; value: string } | { type: 'image'; alt: string })[];
}

/** A sample post, with the language it is written in (which decides who wrote it). */
interface DemoPost extends DemoText {
  language: DemoLanguage;
}

/** Believable posts of a school activities programme, in English. */
const ENGLISH_DEMO_POSTS: DemoText[] = [
  {
    theme: 0,
    title: 'Our robotics team reaches the regional final',
    blocks: [
      { type: 'paragraph', value: 'After twelve Saturdays of building, testing and rebuilding, the robotics club took its line-following robot to the regional final in the sports hall of the city college, and came home with second place and a great many ideas.' },
      { type: 'title', value: 'What we built' },
      { type: 'bullets', value: '• A chassis cut from recycled acrylic\n• Two light sensors and a small camera\n• A program the pupils wrote and tuned themselves' },
      { type: 'image', alt: 'The robot on the practice track' },
      { type: 'paragraph', value: 'Thank you to every parent who drove, cheered and brought sandwiches. Next term we start on a robot that sorts recycling.' },
    ],
  },
  {
    theme: 1,
    title: 'The school garden gives its first harvest',
    blocks: [
      { type: 'paragraph', value: 'In March the garden group planted tomatoes, beans, lettuce and sunflowers in the beds behind the gym. This week we picked the first basket, and the kitchen turned it into a salad for the whole of year four.' },
      { type: 'bullets', value: '• 4 kg of tomatoes\n• 2 kg of green beans\n• More lettuce than we could eat' },
      { type: 'paragraph', value: 'Watering over the summer holidays is shared between families: the rota is on the noticeboard by the main entrance.' },
    ],
  },
  {
    theme: 2,
    title: 'Spring concert: thank you for a full house',
    blocks: [
      { type: 'paragraph', value: 'Nearly three hundred people came to hear the choir, the string group and the brand-new percussion ensemble. The pupils rehearsed every Tuesday and Thursday since January and it showed.' },
      { type: 'image', alt: 'The choir on stage' },
      { type: 'title', value: 'Coming up' },
      { type: 'paragraph', value: 'The summer workshop on traditional instruments runs in the last week of June. Places are limited, so speak to the music coordinator soon.' },
    ],
  },
  {
    theme: 3,
    title: 'Science week: slime, rockets and a lot of questions',
    blocks: [
      { type: 'paragraph', value: 'Science week filled the corridors with experiments run by the pupils themselves. The water rockets were the favourite: the record flight cleared the roof of the canteen.' },
      { type: 'bullets', value: '• Make your own slime (and clean it up)\n• Water rockets on the football pitch\n• How far does sound travel through a string telephone?' },
    ],
  },
  {
    theme: 4,
    title: 'The art club mural is finished',
    blocks: [
      { type: 'paragraph', value: 'Forty pupils, six weekends and a hundred litres of paint later, the wall by the playground tells the story of our town from the harbour to the hills.' },
      { type: 'image', alt: 'The finished mural by the playground' },
      { type: 'paragraph', value: 'Come and see it at the open day, when the artists themselves will show you the hidden animals.' },
    ],
  },
  {
    theme: 5,
    title: 'Football tournament: every team scored',
    blocks: [
      { type: 'paragraph', value: 'Eight mixed teams from four schools played on Saturday, and by the final whistle every team had scored at least once. Fair play was the real winner, and the juice stand a close second.' },
      { type: 'title', value: 'Results' },
      { type: 'bullets', value: '• Gold: the Harbour Hawks\n• Silver: our own Blue Lions\n• Fair-play cup: the Hill School team' },
    ],
  },
  {
    theme: 0,
    title: 'Coding club opens a second group',
    blocks: [
      { type: 'paragraph', value: 'So many pupils asked to join the coding club that we are opening a second group on Wednesdays, for beginners from year three. No experience needed: we start with games we can play on paper.' },
    ],
  },
  {
    theme: 1,
    title: 'Help wanted: building the new compost corner',
    blocks: [
      { type: 'paragraph', value: 'The garden group needs a few extra pairs of hands to build the new compost corner on the first Saturday of next month. Bring gloves; we bring tools, coffee and biscuits.' },
      { type: 'bullets', value: '• Saturday from 10:00 to 13:00\n• Gloves and old clothes\n• Children welcome with an adult' },
    ],
  },
];

/** The same kind of stories, written for a Greek school rather than translated. */
const GREEK_DEMO_POSTS: DemoText[] = [
  {
    theme: 1,
    title: 'Η πρώτη σοδειά από τον σχολικό λαχανόκηπο',
    blocks: [
      { type: 'paragraph', value: 'Από τον Φεβρουάριο τα παιδιά της Ε΄ και της ΣΤ΄ τάξης σκάβουν, φυτεύουν και ποτίζουν τα παρτέρια πίσω από το γυμναστήριο. Αυτή την εβδομάδα μαζέψαμε τα πρώτα μαρούλια και φρέσκα κρεμμυδάκια, και η κυρία της καντίνας τα έκανε σαλάτα για όλο το σχολείο.' },
      { type: 'title', value: 'Τι φυτέψαμε' },
      { type: 'bullets', value: '• Ντομάτες και πιπεριές\n• Μαρούλια, ρόκα και σπανάκι\n• Βασιλικό, δυόσμο και ρίγανη, για τη μυρωδιά' },
      { type: 'image', alt: 'Παιδιά ποτίζουν τα παρτέρια του λαχανόκηπου' },
      { type: 'paragraph', value: 'Το καλοκαίρι το πότισμα το μοιράζονται οι οικογένειες. Το πρόγραμμα είναι στον πίνακα ανακοινώσεων δίπλα στην κεντρική είσοδο: γράψτε το όνομά σας στην εβδομάδα που σας βολεύει.' },
    ],
  },
  {
    theme: 0,
    title: 'Η ομάδα ρομποτικής περνά στον πανελλήνιο τελικό',
    blocks: [
      { type: 'paragraph', value: 'Τρεις μήνες δουλειάς, κάθε Σάββατο πρωί στο εργαστήριο πληροφορικής, έφεραν την πρόκριση: η ομάδα ρομποτικής θα διαγωνιστεί στον πανελλήνιο τελικό εκπαιδευτικής ρομποτικής. Το ρομπότ μας μαζεύει πλαστικά καπάκια από την άμμο και τα ξεχωρίζει ανά χρώμα.' },
      { type: 'title', value: 'Η ομάδα' },
      { type: 'bullets', value: '• Έξι μαθητές και μαθήτριες της ΣΤ΄ τάξης\n• Δύο δάσκαλοι που έμαθαν μαζί τους\n• Ένα ρομπότ που ξαναχτίστηκε τέσσερις φορές' },
      { type: 'image', alt: 'Το ρομπότ στην πίστα δοκιμών' },
      { type: 'paragraph', value: 'Ο τελικός γίνεται στην Αθήνα στις αρχές Ιουνίου. Όποιος γονιός μπορεί να βοηθήσει με τη μεταφορά, ας μιλήσει με τον υπεύθυνο του ομίλου.' },
    ],
  },
  {
    theme: 2,
    title: 'Η θεατρική ομάδα ανεβάζει τις «Όρνιθες»',
    blocks: [
      { type: 'paragraph', value: 'Από τον Οκτώβριο η θεατρική ομάδα δουλεύει μια διασκευή των «Ορνίθων» του Αριστοφάνη για παιδιά. Τα κοστούμια τα έραψαν γονείς και γιαγιάδες, τα σκηνικά τα ζωγράφισαν οι ίδιοι οι μαθητές και τα τραγούδια τα διδάχτηκε η χορωδία.' },
      { type: 'image', alt: 'Πρόβα με τα κοστούμια των πουλιών' },
      { type: 'title', value: 'Παραστάσεις' },
      { type: 'bullets', value: '• Παρασκευή στις 19:00, στην αίθουσα εκδηλώσεων\n• Σάββατο στις 11:00, μια πιο σύντομη παράσταση για τα μικρά\n• Η είσοδος είναι ελεύθερη' },
      { type: 'paragraph', value: 'Θέσεις δεν κρατιούνται, οπότε ελάτε λίγο νωρίτερα. Σας περιμένουμε με όλη την οικογένεια!' },
    ],
  },
  {
    theme: 4,
    title: 'Ένα πρωινό στο Αρχαιολογικό Μουσείο',
    blocks: [
      { type: 'paragraph', value: 'Την περασμένη Τετάρτη η Δ΄ τάξη πέρασε ένα ολόκληρο πρωινό στο Αρχαιολογικό Μουσείο. Με φύλλα εργασίας στο χέρι, τα παιδιά έψαξαν ζώα κρυμμένα πάνω σε αγγεία, διάβασαν αρχαίες επιγραφές γράμμα γράμμα και σχεδίασαν το δικό τους νόμισμα.' },
      { type: 'bullets', value: '• Η αγαπημένη στάση: τα παιχνίδια των παιδιών της αρχαιότητας\n• Η πιο δύσκολη ερώτηση: «Πώς ξέρουμε τι χρώμα είχαν τα αγάλματα;»\n• Το ωραιότερο δώρο: ένα πήλινο αντίγραφο για τη βιβλιοθήκη της τάξης' },
      { type: 'image', alt: 'Τα παιδιά σχεδιάζουν μπροστά σε ένα αγγείο' },
      { type: 'paragraph', value: 'Ευχαριστούμε τους αρχαιολόγους του μουσείου για την ξενάγηση και τους γονείς που μας συνόδευσαν. Τα σχέδια των παιδιών θα εκτεθούν στον διάδρομο του πρώτου ορόφου.' },
    ],
  },
  {
    theme: 3,
    title: 'Βραδιά αστρονομίας στην αυλή του σχολείου',
    blocks: [
      { type: 'paragraph', value: 'Με δύο τηλεσκόπια δανεικά από τον σύλλογο ερασιτεχνών αστρονόμων της πόλης, πάνω από εκατό μικροί και μεγάλοι είδαν τους κρατήρες της Σελήνης και τους δακτυλίους του Κρόνου. Ο ουρανός ήταν καθαρός και η ουρά μπροστά στα τηλεσκόπια μεγάλη.' },
      { type: 'bullets', value: '• Φτιάξαμε χάρτες αστερισμών από χαρτόνι\n• Μάθαμε να βρίσκουμε τον Πολικό Αστέρα\n• Ζεστό τσάι του βουνού για όλους' },
      { type: 'paragraph', value: 'Η επόμενη βραδιά θα γίνει το φθινόπωρο. Ως τότε ο όμιλος φυσικών επιστημών συνεχίζει κάθε Δευτέρα μετά το σχόλασμα.' },
    ],
  },
  {
    theme: 5,
    title: 'Γιορτή στίβου: όλοι έφτασαν στον τερματισμό',
    blocks: [
      { type: 'paragraph', value: 'Σχεδόν διακόσια παιδιά από τρία σχολεία της γειτονιάς έτρεξαν, πήδηξαν και έριξαν μπαλάκι στη φετινή γιορτή στίβου. Το πιο δυνατό χειροκρότημα δεν ήταν για τους νικητές αλλά για όσους τερμάτισαν τελευταίοι χωρίς να τα παρατήσουν.' },
      { type: 'title', value: 'Αποτελέσματα' },
      { type: 'bullets', value: '• Σκυταλοδρομία: πρώτη η ομάδα της Ε΄ τάξης\n• Άλμα εις μήκος: νέο ρεκόρ σχολείου, 3,42 μέτρα\n• Κύπελλο ευ αγωνίζεσθαι: το 2ο Δημοτικό Σχολείο' },
    ],
  },
  {
    theme: 1,
    title: 'Καθαρίσαμε την παραλία της πόλης',
    blocks: [
      { type: 'paragraph', value: 'Ένα κυριακάτικο πρωινό, πενήντα μαθητές με τους γονείς τους γέμισαν σαράντα σακούλες σκουπίδια από την παραλία. Τα περισσότερα ήταν πλαστικά καπάκια και αποτσίγαρα, και όλα καταγράφηκαν για το πρόγραμμα περιβαλλοντικής εκπαίδευσης.' },
      { type: 'image', alt: 'Παιδιά με γάντια και σακούλες στην παραλία' },
      { type: 'paragraph', value: 'Ο δήμος μάς έδωσε γάντια και σακούλες, και υποσχέθηκε δύο νέους κάδους ανακύκλωσης στην άκρη της παραλίας.' },
    ],
  },
  {
    theme: 3,
    title: 'Νέος όμιλος σκακιού κάθε Πέμπτη',
    blocks: [
      { type: 'paragraph', value: 'Τόσα παιδιά ζήτησαν να μάθουν σκάκι που ξεκινά όμιλος για αρχάριους κάθε Πέμπτη στις 14:00, στη βιβλιοθήκη του σχολείου. Δεν χρειάζεται καμία εμπειρία: θα ξεκινήσουμε από το πώς κινείται ο ίππος.' },
      { type: 'bullets', value: '• Για παιδιά από τη Γ΄ τάξη και πάνω\n• Σκακιέρες έχουμε, φέρτε μόνο κέφι\n• Δηλώσεις συμμετοχής στη γραμματεία' },
    ],
  },
];

/**
 * What a newcomer sees on a fresh site: the English and the Greek posts in turn, so that the
 * first page of the blog (newest first) has stories in both languages.
 */
export const DEMO_POSTS = inTurn<DemoPost>(
  ENGLISH_DEMO_POSTS.map((text) => ({ ...text, language: 'en' as const })),
  GREEK_DEMO_POSTS.map((text) => ({ ...text, language: 'el' as const })),
);

/** The items of two lists taken one from each in turn, the rest of the longer at the end. */
export function inTurn<T>(first: T[], second: T[]): T[] {
  return Array.from({ length: Math.max(first.length, second.length) }, (_, i) => [first[i], second[i]])
    .flat()
    .filter((item): item is T => item !== undefined);
}

/** Turns a demo post's blocks into content, giving its image blocks the ids of stored pictures. */
export function demoContent(post: DemoPost, imageIds: string[]): ContentBlock[] {
  let next = 0;
  return post.blocks.map((block) =>
    block.type === 'image' ? { type: 'image', value: imageIds[next++ % imageIds.length]!, alt: block.alt } : block,
  );
}
