import pages from '../../../shared/texts/en/pages.js';

/** The Privacy Policy. */
export default {
  privacy: {
    documentTitle: pages.privacy.title,
    heading: 'Privacy Policy',
    intro:
      'Agora is the web site of our school activities programme. Many of the people it serves are children, so we keep as little about them as we can and sell or share none of it. This notice says what the site stores, who can see it, and how to have it corrected or removed.',
    storedHeading: 'What we store',
    stored: 'The site stores only what its members and visitors give it:',
    storedItems: [
      'Accounts: the name, surname and email address of each member, and their password, kept only in a form that cannot be turned back into it. Members are added by the programme’s administrators, or join by an invitation from them or a teacher; there is no public sign-up.',
      'Profiles: the photo, description, email address, telephone number and social media links a member chooses to add.',
      'Posts and collaborations: what members write and upload, with its author and date, including the updates and help requests of each collaboration.',
      'Contact messages: the name, email address and message sent through the contact form, and the network address it came from, so that misuse can be stopped.',
      'Pictures: the images members upload for posts, profiles and collaborations.',
    ],
    whoHeading: 'Who sees what',
    who: 'Blog posts, the public pages, and an author’s name, photo and description are public. A pupil’s name, photo and description are public only when their parent or guardian has agreed to it; until then visitors see only the pupil’s initials, with no photo, and only signed-in members of the programme see them in full. Contact details in profiles (email, telephone, Facebook and Instagram) are shown only to signed-in members of the programme, never to visitors. Contact messages are read only by the programme’s administrators. There is no advertising on this site.',
    photosHeading: 'Photos',
    photos:
      'When a picture is uploaded, the site removes its hidden metadata, such as the place where it was taken, the date and the camera, before storing it. Please upload pictures of children only with their families’ permission, as the school’s photo policy asks.',
    cookiesHeading: 'Cookies',
    cookies:
      'The site sets one cookie, and only when you sign in: a session cookie that keeps you signed in. Scripts cannot read it, and it is removed when you sign out. There are no analytics, tracking or advertising cookies, and nothing is loaded from other companies’ servers.',
    retentionHeading: 'How long we keep it',
    retention:
      'Accounts, profiles, posts and collaborations are kept while their member takes part in the programme, and deleted when the member or their family asks, or when the account is closed. A deleted collaboration is first disabled, so that a mistake can be undone, and removed for good when its team asks. Contact messages are deleted within a year.',
    rightsHeading: 'Your rights',
    rights:
      'You may ask to see what the site holds about you or your child, to have it corrected, or to have it deleted. Write to us through the contact form, or speak to the programme’s administrators at school. We answer within one month.',
    contactLink: 'Write to us',
  },
};
