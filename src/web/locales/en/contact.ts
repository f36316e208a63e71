import pages from '../../../shared/texts/en/pages.js';

/** The Contact page. */
export default {
  contact: {
    documentTitle: pages.contact.title,
    heading: 'Contact us',
    intro:
      'A question about the programme, an idea for a project, or an offer to help? Write to us and the programme’s team will answer by email.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    privacyNote: 'We use what you send only to answer you.',
    privacyLink: 'Privacy Policy',
    thanksHeading: 'Thank you!',
    thanksText: 'Your message has reached the programme’s team. We will answer by email, usually within a few school days.',
    another: 'Write another message',
    nextHeading: 'What happens next',
    nextItems: [
      'A member of the programme’s team reads every message.',
      'We answer by email, usually within a few school days.',
      'For anything urgent about a pupil, please call the school office instead.',
    ],
  },
};
