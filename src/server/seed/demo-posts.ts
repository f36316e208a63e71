import type { ContentBlock } from '../../shared/schemas/content.js';

/** A sample post: its picture theme (demo-images.ts) and its text. */
interface DemoPost {
  theme: number;
  title: string;
  blocks: ({ type: 'title' | 'paragraph' | 'bullets'; value: string } | { type: 'image'; alt: string })[];
}

/** What a newcomer sees on a fresh site: believable posts of a school activities programme. */
export const DEMO_POSTS: DemoPost[] = [
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

/** Turns a demo post's blocks into content, giving its image blocks the ids of stored pictures. */
export function demoContent(post: DemoPost, imageIds: string[]): ContentBlock[] {
  let next = 0;
  return post.blocks.map((block) =>
    block.type === 'image' ? { type: 'image', value: imageIds[next++ % imageIds.length]!, alt: block.alt } : block,
  );
}
