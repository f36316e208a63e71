import pages from '../../../shared/texts/en/pages.js';

/** The home page. */
export default {
  home: {
    documentTitle: pages.home.title,
    carousel: {
      roleDescription: 'carousel',
      slideRole: 'slide',
      label: 'Pictures of the programme',
      slideLabel: '{{current}} of {{total}}',
      alt: 'Drawn landscape {{number}}: hills under an open sky',
      previous: 'Previous slide',
      next: 'Next slide',
      pause: 'Stop automatic slide show',
      play: 'Start automatic slide show',
      choose: 'Choose a slide',
      goTo: 'Slide {{number}}',
    },
    errorFetchingPictures: 'Error fetching pictures',
    heroHeading: 'Learning together, after the bell rings',
    heroText:
      'Agora is the meeting place of our school activities programme. Pupils, teachers, families and volunteers run clubs and projects together, and share what they make here.',
    // The agreed label: the call to action is the Greek word for activities, in both languages.
    cta: 'Δραστηριότητες',
    projectsHeading: 'Our projects',
    projectsText:
      'Four projects run through the school year, each led by a team of pupils with a teacher and volunteers beside them.',
    aboutHeading: 'About the programme',
    aboutText:
      'The programme began as a handful of after-school clubs and has grown into a community of its own. Everyone is welcome: there is no test to pass, only curiosity to bring.',
    aboutLink: 'Read more about us',
  },
};
