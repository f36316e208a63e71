/** "My children": a guardian's page of their children's work in every state. */
export default {
  children: {
    documentTitle: 'My children · Agora',
    heading: 'My children',
    intro: 'What your children write on Agora, whatever its state: waiting for a teacher’s review, sent back with the teacher’s note, published, or taken off the site by an administrator. You can read each piece; only your child can change it.',
    loading: 'Loading your children’s work…',
    errorFetching: 'Error fetching your children’s work',

    notGuardianHeading: 'This page is for guardians',
    notGuardianText: 'No pupil is linked to your account, so there is nothing to show here. A pupil’s guardians see here everything their child writes.',
    howLinked: 'An account is linked to a pupil in one of two ways: the guardian accepts an invitation that a teacher or an administrator made for the pupil’s guardian, or an administrator links the account. If you are a pupil’s guardian, ask the school.',

    nothingYet: 'Nothing written yet.',
    newestShown_one: 'The newest piece is shown.',
    newestShown_other: 'The newest {{count}} pieces are shown.',
    kinds: { post: 'Blog post', update: 'Update', help: 'Help request' },
    inCollaboration: 'in “{{title}}”',
    states: { waiting: 'Waiting for review', sent_back: 'Sent back', published: 'Published', unpublished: 'Taken off the site' },
    teacherNote: 'Teacher’s note',
    written: 'Written on {{date}}',
    changed: 'changed on {{date}}',
  },
};
