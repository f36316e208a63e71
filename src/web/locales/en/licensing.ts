import pages from '../../../shared/texts/en/pages.js';

/** The Licensing page. */
export default {
  licensing: {
    documentTitle: pages.licensing.title,
    heading: 'Licensing',
    intro: 'What you may reuse from this site, and on what terms.',
    softwareHeading: 'The software',
    software:
      'Agora, the software that runs this site, is open-source software released under the MIT licence. You may use, copy, change and share it, for any purpose, provided the copyright notice and the licence text stay with it. It comes without any warranty.',
    softwareLink: 'The MIT licence',
    picturesHeading: 'The site’s own pictures',
    pictures:
      'The pictures of the home and project pages were drawn by the Agora project itself. They are licensed under the Creative Commons Attribution 4.0 International licence (CC BY 4.0): you may share and adapt them for any purpose, as long as you credit the Agora project and link to the licence.',
    picturesLink: 'The CC BY 4.0 licence',
    contentHeading: 'What members publish',
    content:
      'Blog posts, collaborations, profile photos and other uploaded content belong to their authors. Publishing them here does not transfer their copyright, and they may not be reused without their authors’ permission. To ask about a piece of content, write to us through the contact form.',
    contactLink: 'Write to us',
  },
};
