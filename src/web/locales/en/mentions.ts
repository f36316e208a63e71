/** `@` mentions (decision 0049): the picker that opens after @ in a comment, and how a mention reads. */
export default {
  mentions: {
    hint: 'Type @ and a name to mention someone: they are told.',
    listLabel: 'People to mention',
    found_one: '{{count}} person to mention. Up and down arrows to choose, Enter to mention.',
    found_other: '{{count}} people to mention. Up and down arrows to choose, Enter to mention.',
    none: 'No one by that name can be mentioned here.',
    searching: 'Looking for people to mention…',
  },
};
