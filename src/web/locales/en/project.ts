import pages from '../../../shared/texts/en/pages.js';

/** The Project page and its gallery. */
export default {
  project: {
    documentTitle: pages.project.title,
    heading: 'Projects',
    lead: 'What our pupils build, grow, play and discover, one project at a time.',
    introHeading: 'How a project works',
    intro:
      'Every project starts with an idea from a pupil or a class. A teacher helps shape it into a plan, volunteers bring tools and know-how, and the team meets every week until the work is done. At the end of each term the teams show their results to families at an open afternoon.',
    members:
      'Members of the programme follow each project on the collaboration board, where the teams post their updates and ask for help when they need it.',
    galleryHeading: 'Gallery',
    galleryText: 'Pictures from this year’s projects. Select one to see it full screen.',
    openPicture: 'Open picture {{number}} of {{total}}',
    pictureAlt: 'Gallery picture {{number}} of {{total}}',
    errorFetchingPictures: 'Error fetching pictures',
    contactHeading: 'Have an idea for a project?',
    contactText: 'Tell us about it, or offer to help with one of ours.',
    contactButton: 'Contact',
  },
};
